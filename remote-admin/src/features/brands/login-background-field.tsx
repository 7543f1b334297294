import { contrastRatio, HEX_COLOUR, TEXT_AA } from '@beacon/shared/brand';
import { Checkbox, Flex, Input, Radio, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { BrandDraft } from './client-brand';
import { ColourField } from './colour-field';

type Background = BrandDraft['loginBackground'];

/** White text on a colour of the sign-in panel, in words. */
export function panelCheckOf(colour: string) {
  if (!HEX_COLOUR.test(colour)) return undefined;
  const ratio = Math.floor(contrastRatio(colour, '#ffffff') * 100) / 100;
  const passes = ratio >= TEXT_AA;
  return { field: '', usage: "the sign-in panel's white text", colour, ratio, required: TEXT_AA, passes };
}

/**
 * The sign-in panel's background: one colour, a gradient of two to four of the palette's colours, or an uploaded
 * image (under the ink, so that its white text reads).
 */
export function LoginBackgroundField({
  value,
  palette,
  onChange,
  errors,
  imageField,
}: {
  value: Background;
  palette: string[];
  onChange: (background: Background) => void;
  errors: Record<string, string>;
  imageField: ReactNode;
}) {
  const stops = value.stops ?? [];
  const toggle = (index: number, on: boolean) =>
    onChange({ ...value, stops: on ? [...stops, index] : stops.filter((i) => i !== index) });
  return (
    <Flex vertical gap={8} role="group" aria-labelledby="brand-background-label">
      <Typography.Text strong id="brand-background-label">
        Login background
      </Typography.Text>
      <Radio.Group
        value={value.kind}
        onChange={(event) => {
          const kind = event.target.value as string;
          if (kind === 'colour') onChange({ kind, colour: value.colour ?? '#0b2533' });
          else if (kind === 'gradient')
            onChange({ kind, angle: value.angle ?? 150, stops: stops.length ? stops : [1, 0] });
          else onChange({ kind });
        }}
        options={[
          { value: 'colour', label: 'One colour' },
          { value: 'gradient', label: 'A gradient of the palette' },
          { value: 'image', label: 'An uploaded image' },
        ]}
      />
      {value.kind === 'colour' && (
        <ColourField
          label="Background colour"
          value={value.colour ?? ''}
          onChange={(colour) => onChange({ ...value, colour })}
          check={panelCheckOf(value.colour ?? '')}
          error={errors['loginBackground.colour']}
        />
      )}
      {value.kind === 'gradient' && (
        <Flex vertical gap={6}>
          <Flex gap={8} align="center">
            <label htmlFor="brand-gradient-angle">Angle (degrees)</label>
            <Input
              id="brand-gradient-angle"
              type="number"
              min={0}
              max={360}
              value={value.angle ?? 150}
              onChange={(event) => onChange({ ...value, angle: Math.round(Number(event.target.value)) })}
              style={{ width: 100 }}
            />
          </Flex>
          <Typography.Text id="brand-gradient-hint" type="secondary">
            Pick two to four colours, in the order they run. Each needs {TEXT_AA}:1 with the panel&apos;s white text.
          </Typography.Text>
          <Flex gap={12} wrap>
            {palette.map((colour, index) => {
              const check = panelCheckOf(colour);
              return (
                <Checkbox
                  key={index}
                  checked={stops.includes(index)}
                  onChange={(event) => toggle(index, event.target.checked)}
                >
                  Colour {index + 1}
                  {check ? ` (${check.ratio.toFixed(2)}:1, ${check.passes ? 'passes' : 'fails'})` : ''}
                </Checkbox>
              );
            })}
          </Flex>
          {Object.entries(errors)
            .filter(([field]) => field.startsWith('loginBackground.') && field !== 'loginBackground.colour')
            .map(([field, message]) => (
              <Typography.Text type="danger" key={field}>
                {message}
              </Typography.Text>
            ))}
        </Flex>
      )}
      {value.kind === 'image' && imageField}
      {value.kind === 'image' && errors['loginBackground.kind'] && (
        <Typography.Text type="danger">{errors['loginBackground.kind']}</Typography.Text>
      )}
    </Flex>
  );
}
