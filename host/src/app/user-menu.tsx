import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useSessionStore } from '@beacon/shared';
import { Avatar, Button, Dropdown, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { endSession } from '../auth/session';

/** The profile menu: who is signed in, their profile, sign-out. */
export function UserMenu() {
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  if (!user) return null;
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  const signOut = async () => {
    await endSession();
    // Pushed, not replaced: Back then finds the guarded page, which sends the visitor to sign in again.
    await navigate('/auth/login');
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'who', type: 'group', label: <Typography.Text type="secondary">{user.email}</Typography.Text> },
          { key: 'profile', icon: <UserOutlined />, label: 'Your profile', onClick: () => void navigate('/profile') },
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out', onClick: () => void signOut() },
        ],
      }}
    >
      <Button type="text" aria-label="Profile menu" style={{ height: 40 }}>
        <Avatar size={32} style={{ background: '#0b2533' }}>
          {initials}
        </Avatar>
        <span style={{ marginInlineStart: 8 }}>{user.firstName}</span>
      </Button>
    </Dropdown>
  );
}
