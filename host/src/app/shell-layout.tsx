import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, theme, Typography } from 'antd';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { NavigationDrawer } from './navigation-drawer';
import { ErrorBanner } from './error-banner';
import { PlatformNotices } from './platform-notices';
import { UserMenu } from './user-menu';

const MINI = '5rem';
const WIDE = '20rem';

function Brand({ compact }: { compact: boolean }) {
  const { token } = theme.useToken();
  return (
    <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 10, padding: '16px 20px', color: '#fff' }}>
      <span
        aria-hidden
        style={{ width: 32, height: 32, borderRadius: 8, background: token.colorPrimary, display: 'grid', placeItems: 'center', fontWeight: 700 }}
      >
        B
      </span>
      {!compact && <span style={{ fontSize: 18, fontWeight: 600, letterSpacing: 0.3 }}>Beacon</span>}
    </Link>
  );
}

/**
 * The frame around every page: a permanent drawer from medium width (5rem mini or 20rem wide), a temporary
 * drawer behind a top-bar button on narrow screens. Spec section 2, Navigation.
 */
export function ShellLayout() {
  const screens = Grid.useBreakpoint();
  const permanent = screens.md ?? true;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {permanent && (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          width={WIDE}
          collapsedWidth={MINI}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <Brand compact={collapsed} />
          <nav aria-label="Main">
            <NavigationDrawer collapsed={collapsed} />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, paddingInline: 16, borderBottom: '1px solid #e8edf0' }}>
          {!permanent && <Button type="text" icon={<MenuOutlined />} aria-label="Open navigation" onClick={() => setDrawerOpen(true)} />}
          <Typography.Text strong style={{ flex: 1 }}>
            {permanent ? '' : 'Beacon'}
          </Typography.Text>
          <UserMenu />
        </Layout.Header>
        <Layout.Content style={{ padding: permanent ? 24 : 12 }}>
          <ErrorBanner />
          <PlatformNotices />
          <Outlet />
        </Layout.Content>
      </Layout>
      {!permanent && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size="default"
          styles={{ body: { padding: 0, background: '#0b2533' }, header: { display: 'none' } }}
          width={WIDE}
        >
          <Brand compact={false} />
          <nav aria-label="Main">
            <NavigationDrawer collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      )}
    </Layout>
  );
}
