import { LogoutOutlined } from '@ant-design/icons';
import { isDemoMode, setDemoMode } from '@beacon/shared/demo';
import { useSessionStore } from '@beacon/shared/session';
import { useBrandStore } from '@beacon/shared/ui';
import { Avatar, Button, Dropdown, Switch, Typography, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../auth/session';
import { useAreasStore, type Area } from '../federation/areas-store';
import { profileMenuLinks, type ProfileMenuLink } from './menu-entries';
import { NavIcon } from './nav-icon';

/**
 * The profile menu: the entries the routes declare (Your profile, User management, Administration, Demo Mode),
 * by role, then Sign out.
 */
export function UserMenu({ clientId }: { clientId: number | null }) {
  const user = useSessionStore((state) => state.user);
  const areasById = useAreasStore((state) => state.areas);
  const navigate = useNavigate();
  const ink = useBrandStore((state) => state.brand.ink);
  const managedClient = clientId ?? user?.clientId ?? null;
  const links = useMemo(
    () =>
      user
        ? profileMenuLinks(Object.values(areasById) as Area[], user, {
            clientId: managedClient === null ? null : String(managedClient),
          })
        : [],
    [areasById, user, managedClient],
  );
  if (!user) return null;
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  const signOut = async () => {
    await endSession();
    // Pushed, not replaced: Back then finds the guarded page, which sends the visitor to sign in again.
    await navigate('/auth/login');
  };
  const toggleDemo = (controller: string) => {
    const turningOn = !isDemoMode();
    setDemoMode(turningOn, () => {
      // Turning it on also opens its controller in a new tab (which inherits the flag), sending links back here.
      if (turningOn) window.open(controller, 'beacon-demo-controller');
      window.location.reload();
    });
  };
  const itemOf = (link: ProfileMenuLink): NonNullable<MenuProps['items']>[number] => {
    const { href } = link;
    if (link.toggles === 'demoMode' && href)
      return {
        key: link.key,
        icon: <NavIcon name={link.icon} />,
        label: (
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
            {link.label}
            {/* The switch only shows the state: the whole menu item toggles, so a click on the switch is the item's. */}
            <Switch size="small" checked={isDemoMode()} aria-hidden tabIndex={-1} style={{ pointerEvents: 'none' }} />
          </span>
        ),
        onClick: () => toggleDemo(href),
      };
    return {
      key: link.key,
      icon: <NavIcon name={link.icon} />,
      label: link.label,
      disabled: href === null,
      onClick: () => href !== null && void navigate(href),
    };
  };
  const items: MenuProps['items'] = [
    { key: 'who', type: 'group', label: <Typography.Text type="secondary">{user.email}</Typography.Text> },
    ...links.map(itemOf),
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out', onClick: () => void signOut() },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items }}>
      {/*
        Named by what it shows (WCAG 2.5.3): the first name, then words only screen readers hear; the initials are
        decoration, hidden from them, so no label can leave out what is seen.
      */}
      <Button type="text" style={{ height: 40 }}>
        <Avatar size={32} style={{ background: ink }} aria-hidden>
          {initials}
        </Avatar>
        <span style={{ marginInlineStart: 8 }}>{user.firstName}</span>
        <span className="bcn-visually-hidden">, profile menu</span>
      </Button>
    </Dropdown>
  );
}
