import type { FigureUnit } from '@beacon/shared/format';
import { Form, Input, Select } from 'antd';
import { RELATIVE_RANGE_OPTIONS } from './relative-ranges';

interface AmountProps {
  name: string;
  /** The field's label, and in lower case the noun of its messages ('Threshold': 'A threshold is required.'). */
  label: string;
  /** The unit it is typed in: a percentage for rates, pacing and changes, dollars for money. */
  unit: FigureUnit | 'change';
}

/** The number a figure is held against (an alert's threshold, a goal's target), typed in the figure's unit. */
export function FigureAmountField({ name, label, unit }: AmountProps) {
  const noun = label.toLowerCase();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        { required: true, whitespace: true, message: `A ${noun} is required.` },
        {
          validator: (_, typed?: string) =>
            !typed?.trim() || Number.isFinite(Number(typed))
              ? Promise.resolve()
              : Promise.reject(new Error(`The ${noun} must be a number.`)),
        },
      ]}
    >
      <Input
        inputMode="decimal"
        // Always drawn (empty when the unit has none): an input whose prefix comes and goes loses its focus.
        prefix={<span>{unit === 'currency' ? '$' : ''}</span>}
        suffix={<span>{unit === 'ratio' || unit === 'change' ? '%' : ''}</span>}
      />
    </Form.Item>
  );
}

interface CampaignProps {
  campaigns: { id: number; name: string }[];
  /** What no campaign means ('Every campaign you can see'). */
  placeholder: string;
  /** Why pacing needs a campaign, said when the form holds pacing and none; no message: it does not. */
  pacingNeedsOne?: string;
}

/** The campaign a figure is read on (field `campaignId`), searched by name; none: all the user sees. */
export function FigureCampaignField({ campaigns, placeholder, pacingNeedsOne }: CampaignProps) {
  return (
    <Form.Item
      name="campaignId"
      label="Campaign"
      dependencies={['metric']}
      rules={[
        ({ getFieldValue }) => ({
          validator: (_, campaignId?: number) =>
            pacingNeedsOne && getFieldValue('metric') === 'pacing' && !campaignId
              ? Promise.reject(new Error(pacingNeedsOne))
              : Promise.resolve(),
        }),
      ]}
    >
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={placeholder}
        options={campaigns.map((c) => ({ value: c.id, label: c.name }))}
      />
    </Form.Item>
  );
}

/** The range a figure is read over (field `range`). Pacing runs to yesterday whatever the range: for pacing the field
 * stays in the form, out of sight. */
export const FigureRangeField = ({ pacing }: { pacing: boolean }) => (
  <Form.Item name="range" label="Over" hidden={pacing}>
    <Select options={RELATIVE_RANGE_OPTIONS} />
  </Form.Item>
);
