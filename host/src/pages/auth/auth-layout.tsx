import { brandPrimary } from '@beacon/shared/brand';
import { useInsertionEffect, type CSSProperties, type ReactNode } from 'react';
import { BrandLogo } from '../../app/brand-logo';
import { useSignInHost } from './sign-in-host';
import { ensureSignInStyles } from './sign-in-styles';

/**
 * The frame of every sign-in screen: the brand panel (570px) beside the form, hidden on narrow screens by CSS
 * (so nothing moves once the page is drawn); on the default domain, a welcome panel with the demo-request
 * link. Spec section 2.
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { config, brand } = useSignInHost();
  useInsertionEffect(ensureSignInStyles, []);
  const colours = { '--bcn-primary': brandPrimary(brand), '--bcn-panel': brand.loginBackground } as CSSProperties;
  return (
    <div className="bcn-auth" style={colours}>
      <aside className="bcn-panel" aria-label={brand.name}>
        <div className="bcn-panel-brand">
          <BrandLogo alt={brand.name} size={48} src={brand.logoUrl} />
          <h2>{brand.name}</h2>
        </div>
        <p>Your campaigns, reports and invoices, in one place.</p>
      </aside>
      <main className="bcn-main">
        <section className="bcn-card" aria-label={title}>
          <div className="bcn-compact-brand">
            <BrandLogo alt={brand.name} size={32} src={brand.logoUrl} />
            <span>{brand.name}</span>
          </div>
          <h3>{title}</h3>
          {children}
        </section>
        {config.site.isDefaultDomain && (
          <section className="bcn-card bcn-card-small" aria-label="Welcome">
            <strong>Welcome to Beacon.</strong> <span className="bcn-secondary">New here? </span>
            <a className="bcn-link" href={config.demoRequestUrl}>
              Request a demo
            </a>
          </section>
        )}
      </main>
    </div>
  );
}
