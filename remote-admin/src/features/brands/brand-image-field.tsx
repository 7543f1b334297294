import { Flex, Typography } from 'antd';
import { useId } from 'react';

const ACCEPTED = 'image/png,image/svg+xml,image/jpeg,image/webp';

/** An image of the brand: its preview, and a file input that uploads at once (the server checks type and size). */
export function BrandImageField({
  label,
  hint,
  url,
  disabledReason,
  busy,
  error,
  onPick,
}: {
  label: string;
  hint: string;
  url: string | null;
  disabledReason: string | null;
  busy: boolean;
  error?: string;
  onPick: (file: File) => void;
}) {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      <Typography.Text type="secondary" id={`${id}-hint`}>
        {disabledReason ?? hint}
      </Typography.Text>
      {url && (
        <img
          src={url}
          alt={`${label} preview`}
          style={{ maxHeight: 64, maxWidth: 240, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      <input
        id={id}
        type="file"
        accept={ACCEPTED}
        disabled={disabledReason !== null || busy}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPick(file);
          event.target.value = '';
        }}
      />
      {busy && <Typography.Text type="secondary">Uploading…</Typography.Text>}
      {error && (
        <Typography.Text type="danger" id={`${id}-error`}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
