import { useBrandStore } from '@beacon/shared';
import { Card, Flex, Grid, Typography } from 'antd';
import { BrandLogo } from '../../app/brand-logo';
import type { ReactNode } from 'react';
import { useRuntimeConfig } from '../../auth/runtime-config-context';

const SIDE_PANEL_WIDTH = 570;

/**
 * The frame of every sign-in screen: the brand panel (570px) beside the form, hidden on narrow screens; on
 * the default domain, a welcome panel with the demo-request link. Spec section 2.
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const config = useRuntimeConfig();
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const brand = useBrandStore((state) => state.brand);
  return (
    <Flex style={{ minHeight: '100vh', background: '#f4f7f9' }}>
      {wide && (
        <aside
          aria-label={brand.name}
          style={{
            width: SIDE_PANEL_WIDTH,
            flex: `0 0 ${SIDE_PANEL_WIDTH}px`,
            background: brand.loginBackground,
            color: '#fff',
            padding: 56,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
          }}
        >
          <Flex align="center" gap={14}>
            <BrandLogo alt={brand.name} size={48} />
            <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
              {brand.name}
            </Typography.Title>
          </Flex>
          <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', fontSize: 18, maxWidth: 380 }}>
            Your campaigns, reports and invoices, in one place.
          </Typography.Paragraph>
        </aside>
      )}
      <Flex vertical align="center" justify="center" gap={24} style={{ flex: 1, padding: wide ? 48 : 16 }}>
        <Card style={{ width: '100%', maxWidth: 420 }}>
          {!wide && (
            <Flex align="center" gap={10} style={{ marginBottom: 16 }}>
              <BrandLogo alt={brand.name} size={32} />
              <Typography.Text strong>{brand.name}</Typography.Text>
            </Flex>
          )}
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
        {config.site.isDefaultDomain && (
          <Card size="small" style={{ width: '100%', maxWidth: 420 }} aria-label="Welcome">
            <Typography.Text strong>Welcome to Beacon.</Typography.Text>{' '}
            <Typography.Text type="secondary">New here? </Typography.Text>
            <Typography.Link href={config.demoRequestUrl}>Request a demo</Typography.Link>
          </Card>
        )}
      </Flex>
    </Flex>
  );
}
