import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A smaller secondary line under what a table cell shows: what tells the row apart, or what became of it. */
export function CellDetail({ children }: { children: ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
      {children}
    </Typography.Text>
  );
}

/** A table cell naming its row: the name in bold and, under it, the detail that tells rows of one name apart. */
export function NamedCell({ name, detail }: { name: ReactNode; detail: ReactNode }) {
  return (
    <>
      <Typography.Text strong>{name}</Typography.Text>
      <CellDetail>{detail}</CellDetail>
    </>
  );
}
