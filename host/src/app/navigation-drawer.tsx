import { useCurrentUser } from '@beacon/shared/session';
import { Menu, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useWorkingClientId } from '../clients/working-client';
import { useAreasStore, type Area } from '../federation/areas-store';
import { prefetchAreaAt } from '../federation/load-areas';
import { drawerEntries } from './menu-entries';
import { NavBadgeCount } from './nav-badge-count';
import { NavIcon } from './nav-icon';

/** The drawer's menu, built from the manifests the host loaded. */
export function NavigationDrawer({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const areasById = useAreasStore((state) => state.areas);
  const user = useCurrentUser();
  const params = useParams();
  const { pathname } = useLocation();
  const clientId = useWorkingClientId();
  const entries = useMemo(
    () =>
      drawerEntries(Object.values(areasById) as Area[], user, {
        clientId: clientId === null ? null : String(clientId),
        advertiserId: params.advertiserId && /^\d+$/.test(params.advertiserId) ? params.advertiserId : null,
      }),
    [areasById, user, clientId, params.advertiserId],
  );
  const selected = entries.filter((e) => e.href && pathname.startsWith(e.href.split('/').slice(0, 4).join('/')));
  return (
    <Menu
      theme="dark"
      mode="inline"
      inlineCollapsed={collapsed}
      selectedKeys={selected.map((e) => e.key)}
      items={entries.map((entry) => {
        const href = entry.href;
        const label = href ? (
          <Link
            to={href}
            onClick={onNavigate}
            onFocus={() => prefetchAreaAt(href)}
            style={{ display: 'flex', alignItems: 'center', gap: 8 }}
          >
            <span style={{ flex: 1 }}>{entry.label}</span>
            {entry.badge && clientId !== null ? <NavBadgeCount badge={entry.badge} clientId={clientId} /> : null}
            {entry.unavailable && (
              <Tooltip title="This area is unavailable right now">
                <WarningOutlined style={{ marginInlineStart: 8 }} aria-label="unavailable" />
              </Tooltip>
            )}
          </Link>
        ) : (
          entry.label
        );
        return {
          key: entry.key,
          icon: <NavIcon name={entry.icon} />,
          label,
          disabled: !href,
          // Pointed at or touched: its area's code is on its way before the click.
          onMouseEnter: href ? () => prefetchAreaAt(href) : undefined,
        };
      })}
    />
  );
}
