import { formatDate, formatInteger } from '@beacon/shared/format';
import { numberColumn, type GridColumn } from '@beacon/shared/ui';
import { Button, Flex, Typography } from 'antd';
import { createContext, useContext } from 'react';
import type { Audience } from './audience-types';
import { constantWords } from '../../ui/constant-words';

/** Which audience's history is open, and how to open another: one context, so the columns stay one object. */
export const HistoryContext = createContext<{ selected: number | null; select: (audience: Audience) => void }>({
  selected: null,
  select: () => {},
});

function HistoryButton({ audience }: { audience: Audience }) {
  const { selected, select } = useContext(HistoryContext);
  return (
    <Button
      size="small"
      type={selected === audience.id ? 'primary' : 'default'}
      aria-label={`Count history of ${audience.name}`}
      onClick={() => select(audience)}
    >
      History
    </Button>
  );
}

export const segmentTypeLabel = constantWords;

export const AUDIENCE_COLUMNS: GridColumn<Audience>[] = [
  {
    key: 'name',
    title: 'Audience',
    text: (a) => a.name,
    render: (a) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>{a.name}</Typography.Text>
        <Typography.Text type="secondary">{segmentTypeLabel(a.segmentType)}</Typography.Text>
      </Flex>
    ),
    compare: (a, b) => a.name.localeCompare(b.name),
  },
  { key: 'segmentType', title: 'Segment type', text: (a) => segmentTypeLabel(a.segmentType), exportOnly: true },
  numberColumn('devices', 'Devices', (a) => a.counts.deviceCount ?? 0, formatInteger),
  {
    key: 'households',
    title: 'Households',
    text: (a) => formatInteger(a.counts.householdCount ?? 0),
    csv: (a) => a.counts.householdCount ?? 0,
    searchable: false,
    align: 'right',
    from: 'md',
  },
  { key: 'asOf', title: 'As of', text: (a) => formatDate(a.counts.asOf), searchable: false, from: 'lg' },
  { key: 'history', title: '', render: (a) => <HistoryButton audience={a} />, csv: false, align: 'right' },
];
