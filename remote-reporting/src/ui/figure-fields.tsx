import type { FigureUnit } from '@beacon/shared/format';
import { Form, Input, Select } from 'antd';
import { NameField } from './name-field';
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

/** What a figure is read on: a campaign, an advertiser, or neither (the whole client, as far as the user sees it). */
export interface FigureScope {
  campaignId?: number;
  advertiserId?: number;
}

/** A subject as the field holds it: `campaign:<id>` or `advertiser:<id>`; none is the whole client. */
type SubjectValue = `campaign:${number}` | `advertiser:${number}`;

/** The field's value for a goal's or a rule's scope. */
export const subjectOf = (scope: FigureScope): SubjectValue | undefined =>
  scope.campaignId
    ? `campaign:${scope.campaignId}`
    : scope.advertiserId
      ? `advertiser:${scope.advertiserId}`
      : undefined;

/** The scope the API takes for the field's value. */
export function scopeOf(subject: string | undefined): FigureScope {
  const [kind, id] = subject?.split(':') ?? [];
  if (kind === 'campaign') return { campaignId: Number(id) };
  if (kind === 'advertiser') return { advertiserId: Number(id) };
  return {};
}

interface SubjectProps {
  /** The campaigns the user reports on, with their advertisers: the advertisers offered are theirs. */
  campaigns: { id: number; name: string; advertiserId: number; advertiserName: string }[];
  /** What no subject means ('Every campaign you can see'). */
  placeholder: string;
  /** Why pacing needs a campaign or an advertiser, said when the form holds pacing and neither. */
  pacingNeedsOne: string;
}

/**
 * The campaign or advertiser a figure is read on (field `subject`), searched by name, advertisers listed first;
 * none: all the user sees.
 */
export function FigureSubjectField({ campaigns, placeholder, pacingNeedsOne }: SubjectProps) {
  const advertisers = [...new Map(campaigns.map((c) => [c.advertiserId, c.advertiserName]))].sort(([, a], [, b]) =>
    a.localeCompare(b),
  );
  return (
    <Form.Item
      name="subject"
      label="Campaign or advertiser"
      dependencies={['metric']}
      rules={[
        ({ getFieldValue }) => ({
          validator: (_, subject?: string) =>
            getFieldValue('metric') === 'pacing' && !subject
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
        options={[
          {
            label: 'Advertisers',
            title: 'Advertisers',
            options: advertisers.map(([id, name]) => ({ value: `advertiser:${id}`, label: name })),
          },
          {
            label: 'Campaigns',
            title: 'Campaigns',
            options: campaigns.map((c) => ({ value: `campaign:${c.id}`, label: c.name })),
          },
        ]}
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

/** A figure a dialog offers: a metric of the catalogue, with the unit it is typed in. */
export interface FigureChoice {
  key: string;
  label: string;
  unit: FigureUnit;
}

/** The unit a figure's amount is typed in: a percentage for pacing, the metric's own unit otherwise. */
export const figureUnitOf = (metric: string | undefined, metrics: FigureChoice[]): FigureUnit =>
  metric === 'pacing' ? 'ratio' : (metrics.find((m) => m.key === metric)?.unit ?? 'count');

interface FigureProps {
  /** What the figure is to the dialog ('Watch', 'Figure'). */
  label: string;
  metrics: FigureChoice[];
  onChange?: (metric: string) => void;
}

/** The figure a dialog is about (field `metric`): pacing, or one of the metrics. */
export const FigureField = ({ label, metrics, onChange }: FigureProps) => (
  <Form.Item name="metric" label={label}>
    <Select
      options={[{ value: 'pacing', label: 'Pacing' }, ...metrics.map((m) => ({ value: m.key, label: m.label }))]}
      onChange={onChange}
    />
  </Form.Item>
);

/**
 * What an alert rule and a goal both hold (the hub's `Watched`): a name, the figure, and the campaign or advertiser
 * it is read on.
 */
export const WatchedFields = ({ label, metrics, onChange, ...subject }: FigureProps & SubjectProps) => (
  <>
    <NameField />
    <FigureField label={label} metrics={metrics} onChange={onChange} />
    <FigureSubjectField {...subject} />
  </>
);
