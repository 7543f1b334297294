import { App } from 'antd';

/**
 * Asks before a delete ('Delete the alert Spend watch?', what goes with it) and deletes on Delete. A delete the server
 * refuses is said by the error banner; the question closes either way.
 */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return (question: string, consequence: string, remove: () => Promise<unknown>) =>
    modal.confirm({
      title: question,
      content: consequence,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => remove().catch(() => undefined),
    });
}
