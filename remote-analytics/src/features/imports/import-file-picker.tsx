import { InboxOutlined } from '@ant-design/icons';
import { Checkbox, Flex, Select, Upload } from 'antd';
import { useId } from 'react';
import { IMPORT_FORMATS, type ImportFormat } from './import-formats';
import type { ImportOptions } from './use-import-flow';

/** The containers Beacon reads (it tells them from the bytes, not the name; the picker only narrows the list). */
const ACCEPT = '.csv,.tsv,.txt,.xlsx';
const DETECT = '';

interface ImportOptionsProps {
  options: ImportOptions;
  disabled: boolean;
  onFormat: (format: ImportFormat | null) => void;
  onAcceptValidRows: (accept: boolean) => void;
}

/** The format (told from the file unless named) and whether rows with errors are skipped rather than refusing the file. */
export function ImportOptionsBar({ options, disabled, onFormat, onAcceptValidRows }: ImportOptionsProps) {
  const id = useId();
  return (
    <Flex gap={16} wrap align="center">
      <Flex gap={8} align="center">
        <label htmlFor={id}>Format</label>
        <Select<ImportFormat | typeof DETECT>
          id={id}
          style={{ minWidth: 220 }}
          disabled={disabled}
          value={options.format ?? DETECT}
          onChange={(value) => onFormat(value === DETECT ? null : value)}
          options={[{ value: DETECT, label: 'Detect automatically' }, ...IMPORT_FORMATS]}
        />
      </Flex>
      <Checkbox
        checked={options.acceptValidRows}
        disabled={disabled}
        onChange={(event) => onAcceptValidRows(event.target.checked)}
      >
        Take the valid rows and skip the others
      </Checkbox>
    </Flex>
  );
}

/** Where a delivery report is chosen (click, Enter or Space) or dropped; choosing one starts its check. */
export function ImportFilePicker({ onChoose }: { onChoose: (file: File) => void }) {
  return (
    <Upload.Dragger
      accept={ACCEPT}
      multiple={false}
      showUploadList={false}
      beforeUpload={(file) => {
        onChoose(file);
        // Sent by our own call (with its options and progress), not by the component.
        return false;
      }}
    >
      {/* antd's own dragger parts: the theme's icon colour and text sizes. */}
      <p className="ant-upload-drag-icon">
        <InboxOutlined aria-hidden />
      </p>
      <p className="ant-upload-text">Choose a delivery report, or drop it here</p>
      <p className="ant-upload-hint">
        A CSV or Excel (.xlsx) export of Google Ads, Meta Ads Manager, The Trade Desk, Display &amp; Video 360, Xandr or
        Adomni, or Beacon&apos;s own CSV. Beacon checks it first: nothing is imported until you confirm.
      </p>
    </Upload.Dragger>
  );
}
