import { PlusOutlined } from '@ant-design/icons';
import { useDialogState } from '@beacon/shared/ui';
import { Button, Checkbox, Flex, Input } from 'antd';
import { useState } from 'react';
import { usePagedSearch } from '../forms/paged-search';
import type { UserDialog } from './dialog-rules';

/** What a users list keeps: the search (settled before it is sent), the disabled toggle, the page, the dialog. */
export function useUsersList<User>() {
  const paged = usePagedSearch();
  const [disabled, setDisabled] = useState(false);
  // The dialogs are unmounted on close: the control one was opened from (a menu's entry: the menu's button) gets the
  // keyboard's focus back.
  const [dialog, setDialog] = useDialogState<UserDialog<User>>();
  return {
    ...paged,
    disabled,
    dialog,
    setDialog,
    // A new toggle, like a new search, starts again at the first page.
    setDisabled: (value: boolean) => {
      setDisabled(value);
      paged.setPage(1);
    },
  };
}

interface ToolbarProps {
  list: Pick<ReturnType<typeof useUsersList>, 'search' | 'setSearch' | 'disabled' | 'setDisabled'>;
  searchLabel: string;
  disabledLabel: string;
  addLabel: string;
  onAdd: () => void;
}

/** Above a users list: the search, the toggle that shows disabled users, and the button that adds one. */
export function UsersToolbar({ list, searchLabel, disabledLabel, addLabel, onAdd }: ToolbarProps) {
  return (
    <Flex gap={12} wrap align="center" justify="space-between">
      <Flex gap={12} wrap align="center" style={{ flex: '1 1 320px' }}>
        <Input.Search
          aria-label={searchLabel}
          placeholder="Search by name or email"
          allowClear
          value={list.search}
          onChange={(e) => list.setSearch(e.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Checkbox checked={list.disabled} onChange={(e) => list.setDisabled(e.target.checked)}>
          {disabledLabel}
        </Checkbox>
      </Flex>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Flex>
  );
}
