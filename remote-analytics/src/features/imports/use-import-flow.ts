import { useState } from 'react';
import { useConfirmImport } from './confirm-import';
import type { ImportId } from './get-imports';
import type { ImportFormat } from './import-formats';
import { useUploadForCheck } from './upload-import';

/** Where the person is: choosing a file, sending it, looking at Beacon's check of it, importing it. */
export type ImportStep =
  | { step: 'choose' }
  | { step: 'upload'; file: File }
  | { step: 'check'; file: File; checkId: ImportId }
  | { step: 'import'; file: File; checkId: ImportId; importId: ImportId };

export interface ImportOptions {
  /** null: detected from the file. */
  format: ImportFormat | null;
  acceptValidRows: boolean;
}

/**
 * The import of one file: choosing it sends it to be checked (nothing is written); the check is shown; confirming
 * imports what was checked (the hub confirms only a check that went through). Another format re-checks the file
 * held, and so does taking the valid rows of a file refused for its rows; otherwise "take the valid rows" changes
 * only what confirming does.
 */
export function useImportFlow(clientId: number) {
  const [at, setAt] = useState<ImportStep>({ step: 'choose' });
  const [options, setOptions] = useState<ImportOptions>({ format: null, acceptValidRows: false });
  const upload = useUploadForCheck(clientId);
  const confirm = useConfirmImport(clientId);

  const check = (file: File, { format, acceptValidRows } = options) => {
    confirm.reset();
    setAt({ step: 'upload', file });
    // Only the latest upload's answer moves on: a file chosen since (or a stop) leaves this one behind.
    upload.mutate(
      { file, format, acceptValidRows },
      {
        onSuccess: (started) => setAt({ step: 'check', file, checkId: started.id }),
        onError: () => setAt({ step: 'choose' }),
      },
    );
  };

  const chooseFormat = (format: ImportFormat | null) => {
    setOptions((o) => ({ ...o, format }));
    if (at.step === 'check') check(at.file, { ...options, format });
  };

  /** `recheck`: the check shown refused the file for its rows, and only a check that takes them can be imported. */
  const acceptValidRows = (accept: boolean, recheck: boolean) => {
    setOptions((o) => ({ ...o, acceptValidRows: accept }));
    if (recheck && at.step === 'check') check(at.file, { ...options, acceptValidRows: accept });
  };

  const importChecked = () => {
    if (at.step !== 'check') return;
    const { file, checkId } = at;
    confirm.mutate(
      { checkId, acceptValidRows: options.acceptValidRows },
      { onSuccess: (started) => setAt({ step: 'import', file, checkId, importId: started.id }) },
    );
  };

  const startOver = () => {
    upload.reset();
    confirm.reset();
    setAt({ step: 'choose' });
  };

  return {
    at,
    options,
    upload,
    confirm,
    check: (file: File) => check(file),
    chooseFormat,
    acceptValidRows,
    importChecked,
    stopUpload: () => {
      upload.stop();
      startOver();
    },
    startOver,
  };
}
