import { useSettled } from '@beacon/shared';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input } from 'antd';
import { useState } from 'react';
import type { UserDialog } from '../../user-forms/dialog-rules';
import { UsersTable } from '../../user-forms/users-table';
import { useInternalUsers, type InternalUser } from './get-internal-users';
import { InternalUserDialogs } from './internal-user-dialogs';

const PAGE_SIZE = 25;

/** Internal users: search, the archived (disabled) toggle, and the Add, Edit, Disable and Enable dialogs. */
export function InternalUsersPanel() {
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<UserDialog<InternalUser> | null>(null);
  const settled = useSettled(search.trim());
  const users = useInternalUsers(settled, archived, page, PAGE_SIZE);
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Flex gap={12} wrap align="center" style={{ flex: '1 1 320px' }}>
          <Input.Search
            aria-label="Search internal users"
            placeholder="Search by name or email"
            allowClear
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            style={{ maxWidth: 360 }}
          />
          <Checkbox
            checked={archived}
            onChange={(e) => {
              setArchived(e.target.checked);
              setPage(1);
            }}
          >
            Archived
          </Checkbox>
        </Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
          Add user
        </Button>
      </Flex>
      <UsersTable<InternalUser>
        users={users.data?.content}
        total={users.data?.page.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        loading={users.isPending || users.isPlaceholderData}
        failed={users.isError}
        searched={settled !== ''}
        onPage={setPage}
        onAction={(kind, user) => setDialog({ kind, user })}
        onRetry={() => void users.refetch()}
      />
      <InternalUserDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Flex>
  );
}
