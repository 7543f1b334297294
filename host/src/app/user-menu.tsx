import { ExperimentOutlined, IdcardOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { isDemoMode, paths, setDemoMode, useBrandStore, useSessionStore } from '@beacon/shared';
import { Avatar, Button, Dropdown, Switch, Typography, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { endSession } from '../auth/session';
import { profileMenuItems } from './profile-menu-items';

/** The profile menu: Your profile, User management, Administration, Demo Mode, Sign out, by role. */
export function UserMenu({ clientId }: { clientId: number | null }) {
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const ink = useBrandStore((state) => state.brand.ink);
  if (!user) return null;
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  const managedClient = clientId ?? user.clientId;
  const signOut = async () => {
    await endSession();
    // Pushed, not replaced: Back then finds the guarded page, which sends the visitor to sign in again.
    await navigate('/auth/login');
  };
  const toggleDemo = () => {
    const turningOn = !isDemoMode();
    setDemoMode(turningOn, () => {
      // Turning it on also opens its controller in a new tab (which inherits the flag), sending links back here.
      if (turningOn) window.open('/demo-mode-controller', 'beacon-demo-controller');
      window.location.reload();
    });
  };
  const entries: Record<string, NonNullable<MenuProps['items']>[number]> = {
    profile: {
      key: 'profile',
      icon: <UserOutlined />,
      label: 'Your profile',
      onClick: () => void navigate(paths.profile()),
    },
    userManagement: {
      key: 'user-management',
      icon: <IdcardOutlined />,
      label: 'User management',
      disabled: managedClient === null,
      onClick: () => managedClient !== null && void navigate(paths.client(managedClient, 'user-management')),
    },
    administration: {
      key: 'administration',
      icon: <SettingOutlined />,
      label: 'Administration',
      onClick: () => void navigate('/admin/user-management'),
    },
    demoMode: {
      key: 'demo-mode',
      icon: <ExperimentOutlined />,
      label: (
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
          Demo Mode
          {/* The switch only shows the state: the whole menu item toggles, so a click on the switch is the item's. */}
          <Switch size="small" checked={isDemoMode()} aria-hidden tabIndex={-1} style={{ pointerEvents: 'none' }} />
        </span>
      ),
      onClick: toggleDemo,
    },
    signOut: { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out', onClick: () => void signOut() },
  };
  const items: MenuProps['items'] = [
    { key: 'who', type: 'group', label: <Typography.Text type="secondary">{user.email}</Typography.Text> },
    ...profileMenuItems(user.role).flatMap((item) =>
      item === 'signOut' ? [{ type: 'divider' as const }, entries[item]!] : [entries[item]!],
    ),
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
