import type { FigureUnit } from '@beacon/shared/format';
import { Form, Input, Select } from 'antd';
import { CreateDialog } from '../../ui/create-dialog';
import { RELATIVE_RANGE_OPTIONS, type RelativeRange } from '../../ui/relative-ranges';
import type { Goal, NewGoal } from './goals-api';
import { targetOf, typedOf } from './goal-words';

interface Values {
  name: string;
  metric: string;
  campaignId?: number;
  direction: NewGoal['direction'];
  /** As typed: a number in the figure's unit (a percentage for rates and pacing). */
  target: string;
  range: RelativeRange;
}

export type GoalMetric = { key: string; label: string; unit: FigureUnit };

interface Props {
  /** The goal being changed; null for a new one. */
  goal: Goal | null;
  open: boolean;
  busy: boolean;
  metrics: GoalMetric[];
  campaigns: { id: number; name: string }[];
  onCancel: () => void;
  onSave: (goal: NewGoal) => Promise<boolean>;
}

const unitOf = (metric: string | undefined, metrics: GoalMetric[]): FigureUnit =>
  metric === 'pacing' ? 'ratio' : (metrics.find((m) => m.key === metric)?.unit ?? 'count');

function initialOf(goal: Goal | null, metrics: GoalMetric[]): Partial<Values> {
  if (!goal) return { metric: 'spend', direction: 'atLeast', range: 'Last 30 days' };
  return {
    name: goal.name,
    metric: goal.metric,
    campaignId: goal.scope.campaignId,
    direction: goal.direction,
    target: typedOf(goal.target, unitOf(goal.metric, metrics)),
    range: goal.range as RelativeRange,
  };
}

/** New goal, or a goal changed: a figure (a metric or pacing) of a campaign or the whole client, its target, its range. */
export function GoalDialog({ goal, open, busy, metrics, campaigns, onCancel, onSave }: Props) {
  const [form] = Form.useForm<Values>();
  const metric = Form.useWatch('metric', form);
  const unit = unitOf(metric, metrics);
  const pacing = metric === 'pacing';
  const title = goal ? `Change the goal ${goal.name}` : 'New goal';
  return (
    <CreateDialog
      form={form}
      open={open}
      title={title}
      okText={goal ? 'Save goal' : 'Create goal'}
      busy={busy}
      initial={initialOf(goal, metrics)}
      onCancel={onCancel}
      onCreate={(v) =>
        onSave({
          name: v.name.trim(),
          metric: v.metric as NewGoal['metric'],
          scope: v.campaignId
            ? { campaignId: v.campaignId }
            : goal?.scope.advertiserId
              ? { advertiserId: goal.scope.advertiserId }
              : {},
          target: targetOf(Number(v.target), unitOf(v.metric, metrics)),
          direction: v.direction,
          range: v.range,
        })
      }
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required.' }]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="metric" label="Figure">
        <Select
          options={[{ value: 'pacing', label: 'Pacing' }, ...metrics.map((m) => ({ value: m.key, label: m.label }))]}
        />
      </Form.Item>
      <Form.Item
        name="campaignId"
        label="Campaign"
        dependencies={['metric']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, campaignId?: number) =>
              getFieldValue('metric') === 'pacing' && !campaignId && !goal?.scope.advertiserId
                ? Promise.reject(new Error('Pacing is measured on a campaign.'))
                : Promise.resolve(),
          }),
        ]}
      >
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={goal?.scope.advertiserId ? 'The whole advertiser' : 'The whole client'}
          options={campaigns.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="direction" label="Met when the figure is">
        <Select
          options={[
            { value: 'atLeast', label: 'at least the target' },
            { value: 'atMost', label: 'at most the target' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="target"
        label="Target"
        rules={[
          { required: true, whitespace: true, message: 'A target is required.' },
          {
            validator: (_, typed?: string) =>
              !typed?.trim() || Number.isFinite(Number(typed))
                ? Promise.resolve()
                : Promise.reject(new Error('The target must be a number.')),
          },
        ]}
      >
        <Input
          inputMode="decimal"
          // Always drawn (empty when the unit has none): an input whose prefix comes and goes loses its focus.
          prefix={<span>{unit === 'currency' ? '$' : ''}</span>}
          suffix={<span>{unit === 'ratio' ? '%' : ''}</span>}
        />
      </Form.Item>
      {/* Pacing runs to yesterday whatever the range: the field stays in the form, out of sight. */}
      <Form.Item name="range" label="Over" hidden={pacing}>
        <Select options={RELATIVE_RANGE_OPTIONS} />
      </Form.Item>
    </CreateDialog>
  );
}
