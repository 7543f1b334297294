import { formatDecimal } from '@beacon/shared/format';
import { dateColumn, numberColumn, textColumn, type GridColumn } from '@beacon/shared/ui';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { createContext, useContext } from 'react';
import type { DocumentFile } from './document-types';

export interface DocumentRowContext {
  download: (file: DocumentFile) => void;
  pending: ReadonlySet<string | number>;
}

/** What the download cells need, read from context so the columns stay one object while downloads come and go. */
export const DocumentRowContext = createContext<DocumentRowContext>({ download: () => {}, pending: new Set() });

function DownloadButton({ file }: { file: DocumentFile }) {
  const { download, pending } = useContext(DocumentRowContext);
  return (
    <Button
      type="text"
      icon={<DownloadOutlined />}
      loading={pending.has(file.id)}
      title="Download"
      aria-label={`Download ${file.parsedFileName}`}
      onClick={() => download(file)}
    />
  );
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatDecimal(bytes / 1024)} KB`;
  return `${formatDecimal(bytes / 1024 / 1024)} MB`;
}

const extensionOf = (file: DocumentFile) => file.parsedFileName.split('.').pop()?.toUpperCase() ?? '';

/** Search reads the name, the parsed file name and the created and updated dates (spec section 5). */
export const DOCUMENT_COLUMNS: GridColumn<DocumentFile>[] = [
  textColumn('name', 'Name', (f) => f.name, {
    render: (f) => (
      <Flex vertical style={{ minWidth: 0, maxWidth: 420 }}>
        <Typography.Text strong ellipsis title={f.name}>
          {f.name}
        </Typography.Text>
        {f.parsedFileName !== f.name && (
          <Typography.Text type="secondary" ellipsis>
            {f.parsedFileName}
          </Typography.Text>
        )}
      </Flex>
    ),
  }),
  { key: 'parsedFileName', title: 'File name', text: (f) => f.parsedFileName, exportOnly: true },
  { key: 'type', title: 'Type', text: extensionOf, searchable: false, from: 'sm' },
  numberColumn('size', 'Size', (f) => f.sizeBytes, formatSize, { from: 'md' }),
  dateColumn('createdAt', 'Created', (f) => f.createdAt, { from: 'sm' }),
  dateColumn('updatedAt', 'Updated', (f) => f.updatedAt, { from: 'lg' }),
  { key: 'download', title: '', render: (f) => <DownloadButton file={f} />, csv: false, align: 'right', width: 56 },
];
