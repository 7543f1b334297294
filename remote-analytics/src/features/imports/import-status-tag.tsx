import { Tag } from 'antd';
import type { Import } from './get-imports';
import { statusWords } from './import-words';

const COLORS: Record<Import['status'], string | undefined> = {
  queued: undefined,
  running: 'processing',
  done: 'success',
  failed: 'error',
  undone: 'warning',
};

/** An import's status as a tag; a check that went through is not an import, so it stays plain. */
export function ImportStatusTag({ item }: { item: Pick<Import, 'status' | 'dryRun'> }) {
  const color = item.dryRun && item.status === 'done' ? undefined : COLORS[item.status];
  return <Tag color={color}>{statusWords(item)}</Tag>;
}
