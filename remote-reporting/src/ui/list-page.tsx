import { PlusOutlined } from '@ant-design/icons';
import { GridCard, type GridColumn, PageHeader } from '@beacon/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

interface Props<Row extends { id: number }> {
  /** The page's list, read by its query. */
  list: UseQueryResult<Row[]>;
  columns: readonly GridColumn<Row>[];
  noun: { one: string; other: string };
  /** What the empty list says: 'No alerts' (No and the noun) unless the page says otherwise. */
  emptyTitle?: string;
  /** The CSV file's name: the noun's plural unless the page says otherwise. */
  csvFileName?: string;
  /** The header's button that adds one ('New alert'), where the page has one. */
  adding?: { label: string; onClick: () => void };
  /** What sums the list up, between the header and the grid (the scorecard's counts). */
  summary?: ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
}

/** A page of the suite that is one list: its header (and button to add one), the list's grid, and its dialogs. */
export function ListPage<Row extends { id: number }>({ list, adding, summary, children, ...grid }: Props<Row>) {
  const { noun, emptyTitle = `No ${noun.other}`, csvFileName = noun.other } = grid;
  return (
    <Flex vertical gap={20}>
      <PageHeader
        extra={
          adding && (
            <Button type="primary" icon={<PlusOutlined />} onClick={adding.onClick}>
              {adding.label}
            </Button>
          )
        }
      />
      {summary}
      <GridCard<Row>
        {...grid}
        query={list}
        emptyTitle={emptyTitle}
        csvFileName={csvFileName}
        rows={list.data}
        rowKey={(row) => row.id}
      />
      {children}
    </Flex>
  );
}
