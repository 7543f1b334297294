import type { AssistantToolCall } from './assistant-protocol';
import { Flex, Table, Typography } from 'antd';
import { Link } from 'react-router';

type View = NonNullable<AssistantToolCall['view']>;

/**
 * What an answer shows beside its words, from its tool calls: the small table (cells already formatted by the
 * server, as the screens format them) and links to the screens that show the same figures.
 */
export function AnswerTable({ table, label }: { table: NonNullable<View['table']>; label: string }) {
  const columns = table.columns.map((title, i) => ({
    title,
    dataIndex: String(i),
    key: String(i),
    align: i === 0 ? ('left' as const) : ('right' as const),
  }));
  const rows = table.rows.map((cells, row) => ({
    key: String(row),
    ...Object.fromEntries(cells.map((cell, i) => [String(i), cell])),
  }));
  return (
    <section aria-label={label} style={{ overflowX: 'auto' }}>
      <Table size="small" pagination={false} columns={columns} dataSource={rows} />
    </section>
  );
}

export function AnswerLinks({ links }: { links: NonNullable<View['links']> }) {
  return (
    <nav aria-label="Where to see it">
      <Flex gap={12} wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          See it in
        </Typography.Text>
        {links.map((link) => (
          <Link key={link.href + link.label} to={link.href} style={{ fontSize: 12 }}>
            {link.label}
          </Link>
        ))}
      </Flex>
    </nav>
  );
}

/** The tables and links of an answer's tool calls (most answers have one of each, or none). */
export function AnswerView({ calls }: { calls: AssistantToolCall[] }) {
  const tables = calls.filter((c) => c.view?.table && c.view.table.rows.length > 0);
  const links = calls.flatMap((c) => c.view?.links ?? []);
  const unique = links.filter((l, i) => links.findIndex((x) => x.href === l.href) === i);
  if (!tables.length && !unique.length) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 8 }}>
      {tables.map((c, i) => (
        <AnswerTable key={`${c.name}-${i}`} table={c.view!.table!} label={`Figures ${i + 1}`} />
      ))}
      {unique.length > 0 && <AnswerLinks links={unique.slice(0, 5)} />}
    </Flex>
  );
}
