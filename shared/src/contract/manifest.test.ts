import { checkManifest, defineManifest, outlineOf } from './manifest';
import { CONTRACT_VERSION } from './version';

const manifest = defineManifest({
  remote: 'billing',
  title: 'Billing and services',
  contractVersion: CONTRACT_VERSION,
  routes: [{ path: 'billing', scope: 'client', title: 'Billing', page: async () => ({ default: () => null }) }],
  nav: [{ key: 'billing', label: 'Billing', icon: 'DollarOutlined', to: 'billing', order: 60 }],
});

describe('manifest contract', () => {
  it('accepts a manifest built against the same contract major', () => {
    expect(checkManifest(manifest, 'billing')).toEqual({ ok: true });
  });

  it('refuses a manifest from another contract major, and says why', () => {
    const check = checkManifest({ ...manifest, contractVersion: '2.0.0' }, 'billing');
    expect(check).toEqual({
      ok: false,
      problem: 'It was built for contract 2.0.0, and this Beacon supports contract 1.x.',
    });
  });

  it('refuses a manifest that names another remote', () => {
    expect(checkManifest(manifest, 'admin').ok).toBe(false);
  });

  it('keeps the data and drops the code in an outline', () => {
    const outline = outlineOf(manifest);
    expect(outline.routes[0]).toEqual({ path: 'billing', scope: 'client', title: 'Billing' });
    expect(outline.nav).toEqual(manifest.nav);
  });
});
