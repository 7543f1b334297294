import { formatInteger } from '@beacon/shared/format';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import type { Import } from './get-imports';
import { ImportErrorsTable } from './import-errors-table';
import { ImportPreviewTable } from './import-preview-table';
import { countOf, daysOf, failureOf, refusedForItsRows } from './import-words';

interface ImportCheckResultProps {
  check: Import;
  acceptValidRows: boolean;
  importing: boolean;
  onImport: () => void;
  onCancel: () => void;
}

/**
 * What confirming would do, in the button's words; null when it may import nothing: the hub confirms only a check
 * that went through, and its rows with errors are skipped only when the valid rows are taken.
 */
function importAction(check: Import, acceptValidRows: boolean): string | null {
  if (check.status !== 'done' || check.rowsAccepted === 0) return null;
  const rows = countOf(check.rowsAccepted, 'row');
  if (check.rowsRejected === 0) return `Import ${rows}`;
  return acceptValidRows ? `Import ${rows} and skip ${formatInteger(check.rowsRejected)}` : null;
}

/**
 * A file checked: what Beacon read (format, counts, days, line items, its first rows), the rows it could not read,
 * and the choice to import it or not. A file with errors is imported only when the valid rows are taken; a file
 * refused whole says why.
 */
export function ImportCheckResult({ check, acceptValidRows, importing, onImport, onCancel }: ImportCheckResultProps) {
  const action = importAction(check, acceptValidRows);
  if (check.status === 'failed' && !refusedForItsRows(check))
    return (
      <Flex vertical gap={12}>
        <Alert type="error" showIcon title={`${check.fileName} cannot be imported`} description={failureOf(check)} />
        {check.errors.length > 0 && <ImportErrorsTable item={check} />}
        <Flex>
          <Button onClick={onCancel}>Choose another file</Button>
        </Flex>
      </Flex>
    );
  return (
    <Flex vertical gap={16}>
      <section aria-label="What Beacon read">
        <Descriptions
          title={check.fileName}
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'format', label: 'Format', children: check.formatLabel ?? 'Not recognised' },
            { key: 'read', label: 'Rows read', children: formatInteger(check.rowsRead) },
            { key: 'accepted', label: 'Rows to import', children: formatInteger(check.rowsAccepted) },
            { key: 'rejected', label: 'Rows with errors', children: formatInteger(check.rowsRejected) },
            { key: 'days', label: 'Days', children: daysOf(check) ?? 'None' },
            { key: 'lineItems', label: 'Line items', children: formatInteger(check.lineItems) },
          ]}
        />
      </section>
      <section aria-label="The first rows as Beacon read them">
        <Flex vertical gap={8}>
          <Typography.Text strong>The first rows as Beacon read them</Typography.Text>
          <ImportPreviewTable item={check} />
        </Flex>
      </section>
      {check.rowsRejected > 0 && (
        <section aria-label="Rows with errors">
          <Flex vertical gap={8}>
            <Typography.Text strong>Rows with errors</Typography.Text>
            <ImportErrorsTable item={check} />
          </Flex>
        </section>
      )}
      {check.rowsAccepted === 0 ? (
        <Alert type="warning" showIcon title="No row of this file can be imported." />
      ) : (
        !action && (
          <Alert
            type="warning"
            showIcon
            title="The file is not imported as it is"
            description={`Correct the rows with errors and choose the file again, or tick “Take the valid rows and skip the others” to import the ${countOf(check.rowsAccepted, 'row')} without errors.`}
          />
        )
      )}
      <Flex gap={8} wrap>
        {action && (
          <Button type="primary" loading={importing} onClick={onImport}>
            {action}
          </Button>
        )}
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
    </Flex>
  );
}
