import { Alert, Button, Flex } from 'antd';
import type { Import } from './get-imports';
import { ImportErrorsTable } from './import-errors-table';
import { countOf, coverageOf, failureOf } from './import-words';

/** How an import ended: what it brought in, or why nothing was; then another file may be chosen. */
export function ImportOutcome({ item, onAnother }: { item: Import; onAnother: () => void }) {
  const another = (
    <Flex>
      <Button onClick={onAnother}>Import another file</Button>
    </Flex>
  );
  if (item.status === 'done')
    return (
      <Flex vertical gap={12}>
        <Alert
          type="success"
          showIcon
          title={`Imported ${countOf(item.rowsAccepted, 'row')} from ${item.fileName}`}
          description={[
            `${coverageOf(item)}.`,
            item.rowsRejected > 0 &&
              `${countOf(item.rowsRejected, 'row')} with errors ${item.rowsRejected === 1 ? 'was' : 'were'} skipped.`,
            'A wrong file can be undone from the history below.',
          ]
            .filter(Boolean)
            .join(' ')}
        />
        {another}
      </Flex>
    );
  return (
    <Flex vertical gap={12}>
      <Alert type="error" showIcon title={`${item.fileName} was not imported`} description={failureOf(item)} />
      {item.errors.length > 0 && <ImportErrorsTable item={item} />}
      {another}
    </Flex>
  );
}
