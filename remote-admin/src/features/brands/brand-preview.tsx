import { brandPrimary, type Brand } from '@beacon/shared/brand';
import { Flex, Typography } from 'antd';
import type { BrandDraft } from './client-brand';

/** The sign-in panel's background as the server makes it from the draft (kernel/brand/client-brands.ts). */
export function backgroundCss(draft: BrandDraft, backgroundUrl: string | null): string {
  const background = draft.loginBackground;
  if (background.kind === 'colour') return background.colour ?? draft.ink;
  if (background.kind === 'gradient')
    return `linear-gradient(${background.angle ?? 150}deg, ${(background.stops ?? []).map((i) => draft.palette[i]).join(', ')})`;
  if (!backgroundUrl) return draft.ink;
  return `linear-gradient(${draft.ink}c7, ${draft.ink}c7), url("${backgroundUrl}") center / cover no-repeat, ${draft.ink}`;
}

function Logo({ url }: { url: string | null }) {
  return url ? <img src={url} alt="" style={{ height: 28, maxWidth: 120, objectFit: 'contain' }} /> : null;
}

/**
 * What the brand's host names will show on their next page load, drawn from the draft: the drawer (ink, the
 * selected entry in the leading colour) and the sign-in panel. Decorative: the form says everything in words.
 */
export function BrandPreview({
  draft,
  logoUrl,
  backgroundUrl,
}: {
  draft: BrandDraft;
  logoUrl: string | null;
  backgroundUrl: string | null;
}) {
  const brand = { key: 'beacon', name: draft.name, palette: draft.palette, ink: draft.ink } as unknown as Brand;
  const primary = /^#[0-9a-f]{6}$/i.test(draft.palette[0] ?? '') ? brandPrimary(brand) : draft.palette[0];
  return (
    <Flex vertical gap={12} aria-label="Preview" role="region">
      <Typography.Text strong>Preview</Typography.Text>
      <Flex gap={12} wrap aria-hidden>
        <div style={{ background: draft.ink, color: '#fff', width: 180, borderRadius: 8, padding: 12 }}>
          <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
            <Logo url={logoUrl} />
            <strong>{draft.name || 'Brand name'}</strong>
          </Flex>
          <div style={{ background: primary, borderRadius: 6, padding: '6px 8px', marginBottom: 4 }}>Campaigns</div>
          <div style={{ padding: '6px 8px' }}>Reports</div>
          <div style={{ padding: '6px 8px' }}>Billing</div>
        </div>
        <div
          style={{
            background: backgroundCss(draft, backgroundUrl),
            color: '#fff',
            width: 260,
            minHeight: 150,
            borderRadius: 8,
            padding: 16,
          }}
        >
          <Flex gap={8} align="center">
            <Logo url={logoUrl} />
            <strong style={{ fontSize: 18 }}>{draft.name || 'Brand name'}</strong>
          </Flex>
          <p style={{ marginTop: 12 }}>Your campaigns, reports and invoices, in one place.</p>
        </div>
      </Flex>
      <Flex gap={4} aria-hidden>
        {draft.palette.map((colour, index) => (
          <span key={index} style={{ background: colour, width: 28, height: 16, borderRadius: 3 }} />
        ))}
      </Flex>
    </Flex>
  );
}
