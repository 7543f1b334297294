import { clearError } from '@beacon/shared/session';
import { fakeHub } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../testing/render-route';
import type { DeployToken } from './deploy-tokens';
import { fakeClipboard } from '../../testing/clipboard';

const SECRET = `bd_live_AbCd${'x'.repeat(39)}`;
const BILLING: DeployToken = {
  id: 1,
  remote: 'billing',
  prefix: 'bd_live_Zyxw',
  createdAt: '2026-11-20T10:00:00Z',
  createdBy: 'admin@beacon.test',
  lastUsedAt: '2026-11-24T02:00:00Z',
  revokedAt: null,
};
const REMOTE = { releases: [], health: null, unverified: null, canary: null, history: [], active: null };

let hub: ReturnType<typeof fakeHub>;
let tokens: DeployToken[];
beforeEach(() => {
  clearError();
  tokens = [BILLING];
  hub = fakeHub({
    '/releases': () => ({
      data: {
        data: [
          { ...REMOTE, name: 'billing', title: 'Billing and services' },
          { ...REMOTE, name: 'campaigns', title: 'Campaigns' },
        ],
      },
    }),
    '/releases/session-replay': () => ({ data: { data: { sampleRate: 0, updatedBy: null, updatedAt: null } } }),
    '/releases/deploy-tokens': (request) => {
      if (request.method !== 'post') return { data: { data: tokens } };
      const { remote } = JSON.parse(request.data as string) as { remote: string };
      const made = { ...BILLING, id: 2, remote, prefix: SECRET.slice(0, 12), lastUsedAt: null };
      tokens = [made, ...tokens];
      return { status: 201, data: { data: { ...made, token: SECRET } } };
    },
    '/releases/deploy-tokens/1': () => {
      tokens = tokens.map((t) => (t.id === 1 ? { ...t, revokedAt: '2026-11-25T09:00:00Z' } : t));
      return { data: { data: tokens.find((t) => t.id === 1)! } };
    },
  });
});
afterEach(() => hub.restore());

const card = () => screen.findByRole('table', { name: 'Deploy tokens' });

it('lists each token by its remote and first characters, its last use and whether it is in service', async () => {
  renderRoute('/admin/releases');
  const row = await within(await card()).findByRole('row', { name: /billing/ });
  expect(within(row).getByText('bd_live_Zyxw…')).toBeInTheDocument();
  expect(within(row).getByText('Active')).toBeInTheDocument();
});

it('issues a token for the remote picked, shows it once with a copy button, then lists it by its prefix', async () => {
  const writeText = fakeClipboard();
  renderRoute('/admin/releases');
  await within(await card()).findByRole('row', { name: /billing/ });
  const issue = screen.getByRole('button', { name: 'Issue token' });
  expect(issue).toBeDisabled();
  const remote = screen.getByRole('combobox', { name: 'Remote' });
  fireEvent.mouseDown(remote);
  fireEvent.click(await screen.findByTitle('Campaigns (campaigns)'));
  fireEvent.click(issue);

  const shown = await screen.findByRole('dialog', { name: 'Deploy token for campaigns' });
  const post = hub.requests.find((r) => r.method === 'post')!;
  expect(JSON.parse(post.data as string)).toEqual({ remote: 'campaigns' });
  expect(within(shown).getByText('Copy this token now: it will not be shown again.')).toBeInTheDocument();
  expect(within(shown).getByText(SECRET)).toBeInTheDocument();
  fireEvent.click(within(shown).getByRole('button', { name: /Copy token/ }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
  fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  expect(await within(await card()).findByText('bd_live_AbCd…')).toBeInTheDocument();
});

it('issues the first token of a remote a team keeps in its own repository, by the name typed', async () => {
  renderRoute('/admin/releases');
  await within(await card()).findByRole('row', { name: /billing/ });
  const remote = screen.getByRole('combobox', { name: 'Remote' });
  fireEvent.mouseDown(remote);
  fireEvent.change(remote, { target: { value: 'Updates!' } });
  expect(screen.queryByTitle(/New remote/)).not.toBeInTheDocument();
  fireEvent.change(remote, { target: { value: 'updates' } });
  fireEvent.click(await screen.findByTitle('New remote: updates'));
  fireEvent.click(screen.getByRole('button', { name: 'Issue token' }));

  await screen.findByRole('dialog', { name: 'Deploy token for updates' });
  const post = hub.requests.find((r) => r.method === 'post')!;
  expect(JSON.parse(post.data as string)).toEqual({ remote: 'updates' });
});

it('revokes a token once confirmed, and it stays listed as revoked', async () => {
  renderRoute('/admin/releases');
  fireEvent.click(await screen.findByRole('button', { name: 'Revoke the token for billing (bd_live_Zyxw…)' }));
  const confirm = await screen.findByRole('dialog', { name: 'Revoke the deploy token for billing?' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
  const row = await within(await card()).findByRole('row', { name: /Revoked/ });
  expect(within(row).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  expect(hub.requests.some((r) => r.method === 'delete' && r.url === '/releases/deploy-tokens/1')).toBe(true);
});
