import { App } from 'antd';

/**
 * Asks before what cannot be undone ('Purge DSP?', then what goes with it), its button ('Purge') in red, and on it
 * does it; the question stays open, loading, until what `onOk` gives has settled.
 */
export function useConfirmDanger() {
  const { modal } = App.useApp();
  return (question: string, consequence: string, okText: string, onOk: () => Promise<unknown>) =>
    modal.confirm({ title: question, content: consequence, okText, okButtonProps: { danger: true }, onOk });
}
