import { Flex } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { UsersTable, type ListedUser } from './users-table';
import { UsersToolbar, type useUsersList } from './users-toolbar';

/** How many users a page of a users list shows. */
export const USERS_PAGE_SIZE = 25;

interface Props<User extends ListedUser> {
  list: ReturnType<typeof useUsersList<User>>;
  /** The page's users query: its state, and the page it answered as rows and a total. */
  users: { isPending: boolean; isPlaceholderData: boolean; isError: boolean; refetch: () => unknown };
  shown: { rows: User[]; total: number } | undefined;
  labels: { search: string; disabled: string; add: string };
  table: Pick<ComponentProps<typeof UsersTable<User>>, 'extraActions' | 'showAssignments'>;
  /** The page's dialogs, given `list.dialog`. */
  children: ReactNode;
}

/** A users list: the toolbar (search, disabled toggle, add), the paged table, and the page's dialogs. */
export function UsersPanel<User extends ListedUser>({ list, users, shown, labels, table, children }: Props<User>) {
  return (
    <Flex vertical gap={12}>
      <UsersToolbar
        list={list}
        searchLabel={labels.search}
        disabledLabel={labels.disabled}
        addLabel={labels.add}
        onAdd={() => list.setDialog({ kind: 'create' })}
      />
      <UsersTable<User>
        {...table}
        users={shown?.rows}
        total={shown?.total ?? 0}
        page={list.page}
        pageSize={USERS_PAGE_SIZE}
        loading={users.isPending || users.isPlaceholderData}
        failed={users.isError}
        searched={list.settled !== ''}
        onPage={list.setPage}
        onAction={(kind, user) => list.setDialog({ kind, user })}
        onRetry={() => void users.refetch()}
      />
      {children}
    </Flex>
  );
}
