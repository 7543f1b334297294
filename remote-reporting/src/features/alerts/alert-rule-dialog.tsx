import type { FigureUnit } from '@beacon/shared/format';
import { Checkbox, Form, Input, Select } from 'antd';
import { CreateDialog, type CreateDialogState } from '../../ui/create-dialog';
import {
  FigureAmountField,
  figureUnitOf,
  FigureRangeField,
  scopeOf,
  WatchedFields,
  type FigureChoice,
} from '../../ui/figure-fields';
import type { RelativeRange } from '../../ui/relative-ranges';
import type { NewAlertRule } from './alert-rules-api';
import { thresholdOf } from './alert-words';

const OPS = [
  { value: 'below', label: 'falls below' },
  { value: 'above', label: 'rises above' },
  { value: 'changeBelow', label: 'changes by less than (vs the period before)' },
  { value: 'changeAbove', label: 'changes by more than (vs the period before)' },
] as const;

interface Values {
  name: string;
  metric: string;
  /** The campaign or advertiser watched (FigureSubjectField's value); none: everything the user sees. */
  subject?: string;
  op: NewAlertRule['condition']['op'];
  /** As typed: a number in the figure's unit (a percentage for rates, pacing and changes). */
  threshold: string;
  range: RelativeRange;
  inbox: boolean;
  email: boolean;
  webhookUrl?: string;
}

interface Props extends CreateDialogState<NewAlertRule> {
  metrics: FigureChoice[];
  campaigns: { id: number; name: string; advertiserId: number; advertiserName: string }[];
}

/** The unit a threshold is typed in: a percentage for rates, pacing and changes, dollars for money. */
function unitOf(values: Partial<Values>, metrics: Props['metrics']): FigureUnit | 'change' {
  if (values.op === 'changeBelow' || values.op === 'changeAbove') return 'change';
  return figureUnitOf(values.metric, metrics);
}

/**
 * New alert: what to watch (a metric or pacing, on a campaign, an advertiser or everything the user sees), when, and
 * how to tell.
 */
export function AlertRuleDialog({ metrics, campaigns, ...dialog }: Props) {
  const [form] = Form.useForm<Values>();
  const metric = Form.useWatch('metric', form);
  const op = Form.useWatch('op', form);
  const unit = unitOf({ metric, op }, metrics);
  const pacing = metric === 'pacing';
  return (
    <CreateDialog
      {...dialog}
      form={form}
      title="New alert"
      okText="Create alert"
      initial={{
        metric: 'pacing',
        op: 'below',
        threshold: '90',
        range: 'Last 7 days',
        inbox: true,
        email: false,
      }}
      onCreate={(v) =>
        dialog.onCreate({
          name: v.name,
          metric: v.metric as NewAlertRule['metric'],
          scope: scopeOf(v.subject),
          condition: { op: v.op, value: thresholdOf(Number(v.threshold), unitOf(v, metrics)) },
          range: v.range,
          channels: { inbox: v.inbox, email: v.email, webhookUrl: v.webhookUrl?.trim() || null },
        })
      }
    >
      <WatchedFields
        label="Watch"
        metrics={metrics}
        onChange={(metric) => metric === 'pacing' && form.setFieldValue('op', 'below')}
        campaigns={campaigns}
        placeholder="Every campaign you can see"
        pacingNeedsOne="Pacing is watched on a campaign or an advertiser."
      />
      <Form.Item name="op" label="Tell me when it">
        <Select
          options={OPS.filter((o) => !pacing || o.value === 'below' || o.value === 'above').map((o) => ({ ...o }))}
        />
      </Form.Item>
      <FigureAmountField name="threshold" label="Threshold" unit={unit} />
      <FigureRangeField pacing={pacing} />
      <Form.Item label="Tell me" required>
        <Form.Item name="inbox" valuePropName="checked" noStyle>
          <Checkbox>In the inbox</Checkbox>
        </Form.Item>
        <Form.Item name="email" valuePropName="checked" noStyle>
          <Checkbox>By email</Checkbox>
        </Form.Item>
      </Form.Item>
      <Form.Item
        name="webhookUrl"
        label="Slack or Teams incoming webhook (optional)"
        rules={[{ type: 'url', message: 'Enter the webhook address that Slack or Teams gave you.' }]}
      >
        <Input placeholder="https://hooks.slack.com/services/…" />
      </Form.Item>
    </CreateDialog>
  );
}
