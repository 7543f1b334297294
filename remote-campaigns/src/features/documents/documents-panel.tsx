import { DOCUMENT_TYPE_FILTERS, type DocumentTypeFilter, hubKey, loadOf } from '@beacon/shared/api';
import { useDownload } from '@beacon/shared/download';
import { formatIsoDate } from '@beacon/shared/format';
import { DataGrid } from '@beacon/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Select } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { DOCUMENT_COLUMNS, DocumentRowContext } from './document-columns';
import { documentPath, documentsOperation, type DocumentOwner } from './document-owner';
import type { DocumentFile } from './document-types';
import { useDocumentUploads } from './document-uploads';
import { useDocuments } from './get-documents';

const NOUN = { one: 'document', other: 'documents' };

/** The documents of a campaign or an advertiser: search, a type filter (default All), upload and download. */
export function DocumentsPanel({
  clientId,
  owner,
  type,
  onTypeChange,
}: {
  clientId: number;
  owner: DocumentOwner;
  type?: DocumentTypeFilter;
  onTypeChange?: (type: DocumentTypeFilter) => void;
}) {
  const [ownType, setOwnType] = useState<DocumentTypeFilter>('All');
  const current = type ?? ownType;
  const choose = onTypeChange ?? setOwnType;
  const documents = useDocuments(clientId, owner, current);
  const queryClient = useQueryClient();
  // Every type's list of this owner reloads (in the background: the rows shown stay until the new ones arrive).
  const reload = useCallback(() => {
    const { path, pathParams } = documentsOperation(clientId, owner);
    void queryClient.invalidateQueries({ queryKey: hubKey(path, pathParams) });
  }, [queryClient, clientId, owner]);
  const { button, progress } = useDocumentUploads(clientId, owner, reload);
  const { start, pending } = useDownload();
  const download = useCallback(
    (file: DocumentFile) => void start(file.id, documentPath(clientId, owner, file.id)),
    [start, clientId, owner],
  );
  const row = useMemo(() => ({ download, pending }), [download, pending]);

  const toolbar = (
    <>
      <Select<DocumentTypeFilter>
        aria-label="File type"
        value={current}
        onChange={choose}
        options={DOCUMENT_TYPE_FILTERS.map((t) => ({ value: t, label: t }))}
        style={{ width: 150 }}
      />
      {button}
    </>
  );

  return (
    <Flex vertical gap={12}>
      {progress}
      <DocumentRowContext.Provider value={row}>
        <DataGrid<DocumentFile>
          rows={documents.data}
          columns={DOCUMENT_COLUMNS}
          rowKey={(f) => f.id}
          {...loadOf(documents)}
          noun={NOUN}
          emptyTitle={current === 'All' ? 'No Documents' : 'No Results Found'}
          emptyDescription={current === 'All' ? 'Upload insertion orders, media plans and creative here.' : undefined}
          csvFileName={`documents-${owner.kind}-${owner.id}-${formatIsoDate(new Date())}`}
          toolbar={toolbar}
        />
      </DocumentRowContext.Provider>
    </Flex>
  );
}
