import { MenuOutlined } from '@ant-design/icons';
import { isDemoMode } from '@beacon/shared/demo';
import { useBrandStore } from '@beacon/shared/ui';
import { Alert, Button, Drawer, Grid, Layout, Tag, theme, Typography } from 'antd';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useClient } from '../clients/use-client';
import { useWorkingClientId } from '../clients/working-client';
import { BrandLogo } from './brand-logo';
import { ClientSwitcher, useSwitchesClients } from './client-switcher';
import { NavigationDrawer } from './navigation-drawer';
import { ErrorBanner } from './error-banner';
import { PlatformNotices } from './platform-notices';
import { UserMenu } from './user-menu';
import { NotificationBell } from '../notifications/notification-bell';
import { FirstVisitTour } from '../observability/first-visit-tour';

const MINI = '5rem';
const WIDE = '20rem';

function Brand({ compact }: { compact: boolean }) {
  const brand = useBrandStore((state) => state.brand);
  return (
    <Link
      to="/"
      aria-label={`${brand.name} home`}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: compact ? '16px 0' : '16px 20px',
        justifyContent: compact ? 'center' : 'flex-start',
        color: '#fff',
      }}
    >
      <BrandLogo alt={brand.name} size={36} src={brand.logoUrl} />
      {!compact && <span style={{ fontSize: 18, fontWeight: 600, letterSpacing: 0.2 }}>{brand.name}</span>}
    </Link>
  );
}

/** While demo mode is on, every page says so. Spec section 1. */
function DemoBanner() {
  if (!isDemoMode()) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      role="status"
      title={
        <span>
          <Tag color="orange" style={{ fontWeight: 700 }}>
            DEMO
          </Tag>
          You are browsing in demo mode. Data has been anonymized.
        </span>
      }
    />
  );
}

/** WCAG 2.4.1: the first stop of the keyboard goes past the drawer and the top bar to the page. */
function SkipLink() {
  return (
    <a
      className="bcn-skip-link"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main-content')?.focus();
      }}
    >
      Skip to main content
    </a>
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
  const { token } = theme.useToken();
  const brand = useBrandStore((state) => state.brand);
  const clientId = useWorkingClientId();
  const client = useClient(clientId);
  const current = client.status === 'found' ? client.client : null;
  const switchesClients = useSwitchesClients();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <DemoBanner />
      <Layout hasSider>
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
            <nav aria-label="Main" data-tour="drawer">
              <NavigationDrawer collapsed={collapsed} />
            </nav>
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Header
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              paddingInline: 16,
              borderBottom: '1px solid #e8edf0',
            }}
          >
            {!permanent && (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label="Open navigation"
                // On a phone the first-visit tour shows the drawer where it is: behind this button.
                data-tour="drawer"
                onClick={() => setDrawerOpen(true)}
              />
            )}
            <div style={{ flex: 1, display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
              <span data-tour="client-switcher" style={{ display: 'flex', minWidth: 0 }}>
                <ClientSwitcher current={current} />
              </span>
              {/* Agency staff's switcher names the client they work for; a client's own people see the name. */}
              {current && !switchesClients && (
                <Typography.Text
                  strong
                  ellipsis
                  data-testid="current-client"
                  style={{ color: token.colorTextSecondary }}
                >
                  {current.name}
                </Typography.Text>
              )}
            </div>
            <NotificationBell />
            <UserMenu clientId={clientId} />
          </Layout.Header>
          <Layout.Content id="main-content" tabIndex={-1} style={{ padding: permanent ? 24 : 12 }} data-tour="area">
            <ErrorBanner />
            <PlatformNotices />
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
      <FirstVisitTour />
      {!permanent && (
        <Drawer
          placement="left"
          // Its header (and so its title) is hidden: the dialog is named here.
          aria-label="Navigation"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size="default"
          styles={{ body: { padding: 0, background: brand.ink }, header: { display: 'none' } }}
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
