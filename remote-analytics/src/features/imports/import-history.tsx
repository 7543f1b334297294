import { formatDate, formatIsoDate } from '@beacon/shared/format';
import { loadOf } from '@beacon/shared/api';
import { DataGrid, useDialogState } from '@beacon/shared/ui';
import { App, Button, Checkbox, Flex, Modal, Popconfirm, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useImports, type Import } from './get-imports';
import { importHistoryColumns } from './import-history-columns';
import { ImportErrorsTable } from './import-errors-table';
import { failureOf } from './import-words';
import { useUndoImport } from './undo-import';

const NOUN = { one: 'import', other: 'imports' };

const mayUndo = (i: Import) => !i.dryRun && i.status === 'done';
const hasErrors = (i: Import) => i.rowsRejected > 0 || (i.status === 'failed' && !!i.message);

/**
 * The client's imports, newest first: when, who, which file, format, rows, errors, status. An import that went
 * through can be undone (confirmed); one with errors opens them. Files only checked are listed on request.
 */
export function ImportHistory({ clientId }: { clientId: number }) {
  const { message } = App.useApp();
  const imports = useImports(clientId);
  const undo = useUndoImport(clientId);
  const [withChecks, setWithChecks] = useState(false);
  // Mounted only while open: the button that opened it gets the focus back when it closes.
  const [open, setOpen] = useDialogState<Import>();

  const undoImport = undo.mutateAsync;
  const columns = useMemo(() => {
    const undoIt = async (i: Import) => {
      await undoImport(i.id);
      void message.success(`The import of ${i.fileName} was undone.`);
    };
    return importHistoryColumns((i) => (
      <Flex gap={4} wrap>
        {hasErrors(i) && (
          <Button size="small" onClick={() => setOpen(i)} aria-label={`Errors of ${i.fileName}`}>
            Errors
          </Button>
        )}
        {mayUndo(i) && (
          <Popconfirm
            title={`Undo the import of ${i.fileName}?`}
            description="The delivery it brought in is taken out of the figures. It stays listed here, as undone."
            okText="Undo import"
            cancelText="Keep it"
            okButtonProps={{ danger: true }}
            onConfirm={() => undoIt(i)}
          >
            {/* Not `danger`: antd draws an open danger trigger in its light hover red, under AA contrast. */}
            <Button size="small" aria-label={`Undo the import of ${i.fileName}`}>
              Undo
            </Button>
          </Popconfirm>
        )}
      </Flex>
    ));
  }, [undoImport, message, setOpen]);

  const rows = useMemo(() => imports.data?.filter((i) => withChecks || !i.dryRun), [imports.data, withChecks]);
  return (
    <>
      <DataGrid<Import>
        rows={rows}
        columns={columns}
        rowKey={(i) => i.id}
        {...loadOf(imports)}
        noun={NOUN}
        emptyTitle="No Imports"
        emptyDescription="Delivery reports imported for this client will appear here."
        csvFileName={`imports-client-${clientId}-${formatIsoDate(new Date())}`}
        toolbar={
          <Checkbox checked={withChecks} onChange={(e) => setWithChecks(e.target.checked)}>
            Show files only checked
          </Checkbox>
        }
      />
      {open && (
        <Modal
          open
          title={`Errors of ${open.fileName} (${formatDate(open.createdAt)})`}
          onCancel={() => setOpen(null)}
          footer={null}
          width={900}
        >
          <Flex vertical gap={12}>
            {(open.message || open.errors.length === 0) && (
              <Typography.Paragraph>{failureOf(open)}</Typography.Paragraph>
            )}
            {open.errors.length > 0 && <ImportErrorsTable item={open} />}
          </Flex>
        </Modal>
      )}
    </>
  );
}
