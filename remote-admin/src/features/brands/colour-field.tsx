import { describeCheck, HEX_COLOUR, type ContrastCheck } from '@beacon/shared/brand';
import { Flex, Input, Typography } from 'antd';
import { useId } from 'react';

/**
 * One colour: a colour picker and its `#rrggbb` text, both labelled with the visible label, and the contrast check
 * in words (ratio, where it is used, pass or fail) as it is chosen. A server refusal shows under it.
 */
export function ColourField({
  label,
  value,
  onChange,
  check,
  error,
}: {
  label: string;
  value: string;
  onChange: (colour: string) => void;
  check?: ContrastCheck;
  error?: string;
}) {
  const id = useId();
  const valid = HEX_COLOUR.test(value);
  const problem = error ?? (valid ? null : 'Use a colour written as #rrggbb.');
  return (
    <Flex vertical gap={4} role="group" aria-labelledby={`${id}-label`}>
      <Typography.Text strong id={`${id}-label`}>
        {label}
      </Typography.Text>
      <Flex gap={8} align="center">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          style={{ width: 44, height: 32, padding: 2, border: '1px solid #d9d9d9', borderRadius: 6 }}
        />
        <Input
          aria-label={`${label} hex value`}
          value={value}
          maxLength={7}
          onChange={(event) => onChange(event.target.value.trim())}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-check`}
          style={{ width: 110, fontFamily: 'monospace' }}
        />
      </Flex>
      <Typography.Text id={`${id}-check`} type={problem || (check && !check.passes) ? 'danger' : 'secondary'}>
        {problem ?? (check ? describeCheck(check) : null)}
      </Typography.Text>
    </Flex>
  );
}
