import { MoreOutlined } from '@ant-design/icons';
import { EmptyState, LoadFailed, NoResults, visuallyHidden } from '@beacon/shared/ui';
import { Button, Dropdown, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { UserDialogKind } from './dialog-rules';
import { fullName, ROLE_LABELS } from './user-labels';

export interface ListedUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  enabled: boolean;
  advertisers?: { id: number; name: string }[];
  advertiserGroups?: { id: number; name: string }[];
}

const ACTION_LABELS: Record<Exclude<UserDialogKind, 'create'>, string> = {
  update: 'Edit',
  disable: 'Disable',
  enable: 'Enable',
  'reset-password': 'Reset password',
  'resend-invitation': 'Resend invitation',
  identity: 'Identity provider account',
  'manage-notifications': 'Manage notifications',
};

interface Props<User extends ListedUser> {
  users: User[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  failed: boolean;
  searched: boolean;
  /** What each user's menu offers beyond Edit and Disable or Enable. */
  extraActions?: Exclude<UserDialogKind, 'create' | 'update' | 'disable' | 'enable'>[];
  showAssignments?: boolean;
  onPage: (page: number, pageSize: number) => void;
  onAction: (kind: Exclude<UserDialogKind, 'create'>, user: User) => void;
  onRetry: () => void;
}

/** Users in the server's order, paged on the server, each with a menu of what can be done to them. */
export function UsersTable<User extends ListedUser>(props: Props<User>) {
  const { users, total, page, pageSize, loading, failed, searched, extraActions = [], showAssignments } = props;
  if (failed) return <LoadFailed onRetry={props.onRetry} />;
  const columns: TableColumnsType<User> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, user) => (
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {fullName(user)}
          </Typography.Text>
          {/* A long address is cut with an ellipsis (the whole of it on hover) rather than broken mid-word. */}
          <Typography.Text type="secondary" ellipsis={{ tooltip: user.email }} style={{ display: 'block' }}>
            {user.email}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: 'Role',
      key: 'role',
      width: 160,
      render: (_, user) => ROLE_LABELS[user.role] ?? user.role,
      responsive: ['sm'],
    },
    ...(showAssignments
      ? [
          {
            title: 'Advertisers',
            key: 'advertisers',
            responsive: ['lg' as const],
            render: (_: unknown, user: User) => {
              const names = [...(user.advertiserGroups ?? []), ...(user.advertisers ?? [])].map((a) => a.name);
              return names.length ? names.join(', ') : <Typography.Text type="secondary">All</Typography.Text>;
            },
          },
        ]
      : []),
    {
      title: 'Status',
      key: 'status',
      width: 100,
      render: (_, user) => (user.enabled ? <Tag color="green">Enabled</Tag> : <Tag>Disabled</Tag>),
    },
    {
      title: <span style={visuallyHidden}>Actions</span>,
      key: 'actions',
      align: 'right',
      width: 56,
      render: (_, user) => {
        const kinds: Exclude<UserDialogKind, 'create'>[] = [
          'update',
          user.enabled ? 'disable' : 'enable',
          ...extraActions,
        ];
        return (
          <Dropdown
            trigger={['click']}
            menu={{
              items: kinds.map((kind) => ({ key: kind, label: ACTION_LABELS[kind], danger: kind === 'disable' })),
              onClick: ({ key }) => props.onAction(key as Exclude<UserDialogKind, 'create'>, user),
            }}
          >
            <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${user.email}`} />
          </Dropdown>
        );
      },
    },
  ];
  return (
    <Table<User>
      rowKey="id"
      size="middle"
      tableLayout="fixed"
      columns={columns}
      dataSource={users}
      loading={loading}
      locale={{ emptyText: searched ? <NoResults /> : <EmptyState title="No Users" /> }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: props.onPage,
        showTotal: (count) => `${count} ${count === 1 ? 'user' : 'users'}`,
      }}
    />
  );
}
