import { describeError } from '@beacon/shared/errors';
import { LoadFailed, visuallyHidden } from '@beacon/shared/ui';
import { Alert, Flex } from 'antd';
import { useImport } from './get-import';
import { isUnderWay, type Import } from './get-imports';
import { ImportCheckResult } from './import-check-result';
import { ImportFilePicker, ImportOptionsBar } from './import-file-picker';
import { ImportOutcome } from './import-outcome';
import { ImportProgress } from './import-progress';
import { countOf, refusedForItsRows } from './import-words';
import { useImportFlow, type ImportStep } from './use-import-flow';

/** The import once it has ended (done, failed, undone); null while it is unknown, queued or running. */
const ended = (i: Import | undefined): Import | null => (i && !isUnderWay(i) ? i : null);

/**
 * What the status line says at each step, for those who do not see the page change. How a file ends (refused,
 * imported, not imported) is an alert of its own, announced as it appears.
 */
function announcement(at: ImportStep, checkRead: Import | undefined, run: Import | undefined): string {
  if (at.step === 'upload') return `Uploading ${at.file.name}`;
  if (at.step === 'check') {
    const check = ended(checkRead);
    if (!check) return `Checking ${at.file.name}`;
    if (check.status === 'failed' && !refusedForItsRows(check)) return '';
    const errors = check.rowsRejected > 0 ? `, ${countOf(check.rowsRejected, 'row')} with errors` : '';
    return `${check.fileName} is checked: ${countOf(check.rowsAccepted, 'row')} to import${errors}.`;
  }
  if (at.step === 'import' && !ended(run)) return `Importing ${at.file.name}`;
  return '';
}

/**
 * Importing one delivery report: choose it, watch it upload and be checked, read the check, import it, watch it
 * import. Every step is said in the status line (polite), so a screen reader follows without searching the page;
 * the upload's own progress bar moves with the bytes sent, the others with the server's progress.
 */
export function ImportPanel({ clientId }: { clientId: number }) {
  const flow = useImportFlow(clientId);
  const { at, upload } = flow;
  const check = useImport(clientId, at.step === 'check' || at.step === 'import' ? at.checkId : null);
  const run = useImport(clientId, at.step === 'import' ? at.importId : null);
  // An upload stopped on purpose has nothing to say (describeError: null).
  const refused = upload.isError ? describeUploadError(upload.error) : null;

  const checked = ended(check.data);
  const imported = ended(run.data);
  let body;
  if (at.step === 'choose') body = <ImportFilePicker onChoose={flow.check} />;
  else if (at.step === 'upload')
    body = <ImportProgress label={`Uploading ${at.file.name}`} percent={upload.percent} onStop={flow.stopUpload} />;
  else if (at.step === 'check') {
    if (check.isError) body = <LoadFailed title="The check could not be read" onRetry={() => void check.refetch()} />;
    else if (!checked) body = <ImportProgress label={`Checking ${at.file.name}`} percent={check.data?.progress ?? 0} />;
    else
      body = (
        <ImportCheckResult
          check={checked}
          acceptValidRows={flow.options.acceptValidRows}
          importing={flow.confirm.isPending}
          onImport={flow.importChecked}
          onCancel={flow.startOver}
        />
      );
  } else if (run.isError) body = <LoadFailed title="The import could not be read" onRetry={() => void run.refetch()} />;
  else if (!imported) {
    const rows = check.data ? countOf(check.data.rowsAccepted, 'row') : 'the rows';
    body = <ImportProgress label={`Importing ${rows} from ${at.file.name}`} percent={run.data?.progress ?? 0} />;
  } else body = <ImportOutcome item={imported} onAnother={flow.startOver} />;

  return (
    <Flex vertical gap={16}>
      {at.step !== 'import' && (
        <ImportOptionsBar
          options={flow.options}
          // Fixed while a file is on its way or being checked: the check answers for what it was sent with.
          disabled={at.step === 'upload' || (at.step === 'check' && !checked)}
          onFormat={flow.chooseFormat}
          onAcceptValidRows={(accept) =>
            flow.acceptValidRows(accept, accept && !!checked && refusedForItsRows(checked))
          }
        />
      )}
      {refused && (
        <Alert
          type="error"
          showIcon
          title={`${upload.variables?.file.name ?? 'The file'} was not uploaded`}
          description={refused}
        />
      )}
      {body}
      <div role="status" aria-label="Import progress" style={visuallyHidden}>
        {announcement(at, check.data, run.data)}
      </div>
    </Flex>
  );
}

/** The server's own sentence for a refused file (too large, unreadable), else the house's wording of the failure. */
function describeUploadError(error: unknown): string | null {
  const body = (error as { response?: { data?: { message?: unknown; fields?: { message?: unknown }[] } } }).response
    ?.data;
  const said = body?.fields?.[0]?.message ?? body?.message;
  const described = describeError(error);
  return described === null ? null : typeof said === 'string' && said ? said : described;
}
