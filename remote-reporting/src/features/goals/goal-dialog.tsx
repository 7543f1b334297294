import { Form, Select } from 'antd';
import { CreateDialog } from '../../ui/create-dialog';
import {
  FigureAmountField,
  figureUnitOf,
  FigureRangeField,
  scopeOf,
  subjectOf,
  WatchedFields,
  type FigureChoice,
} from '../../ui/figure-fields';
import type { RelativeRange } from '../../ui/relative-ranges';
import type { Goal, NewGoal } from './goals-api';
import { targetOf, typedOf } from './goal-words';

interface Values {
  name: string;
  metric: string;
  /** The campaign or advertiser (FigureSubjectField's value); none: the whole client. */
  subject?: string;
  direction: NewGoal['direction'];
  /** As typed: a number in the figure's unit (a percentage for rates and pacing). */
  target: string;
  range: RelativeRange;
}

interface Props {
  /** The goal being changed; null for a new one. */
  goal: Goal | null;
  open: boolean;
  busy: boolean;
  metrics: FigureChoice[];
  campaigns: { id: number; name: string; advertiserId: number; advertiserName: string }[];
  onCancel: () => void;
  onSave: (goal: NewGoal) => Promise<boolean>;
}

function initialOf(goal: Goal | null, metrics: FigureChoice[]): Partial<Values> {
  if (!goal) return { metric: 'spend', direction: 'atLeast', range: 'Last 30 days' };
  return {
    name: goal.name,
    metric: goal.metric,
    subject: subjectOf(goal.scope),
    direction: goal.direction,
    target: typedOf(goal.target, figureUnitOf(goal.metric, metrics)),
    range: goal.range as RelativeRange,
  };
}

/**
 * New goal, or a goal changed: a figure (a metric or pacing) of a campaign, an advertiser or the whole client, its
 * target, its range.
 */
export function GoalDialog({ goal, open, busy, metrics, campaigns, onCancel, onSave }: Props) {
  const [form] = Form.useForm<Values>();
  const metric = Form.useWatch('metric', form);
  const unit = figureUnitOf(metric, metrics);
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
          scope: scopeOf(v.subject),
          target: targetOf(Number(v.target), figureUnitOf(v.metric, metrics)),
          direction: v.direction,
          range: v.range,
        })
      }
    >
      <WatchedFields
        label="Figure"
        metrics={metrics}
        campaigns={campaigns}
        placeholder="The whole client"
        pacingNeedsOne="Pacing is measured on a campaign or an advertiser."
      />
      <Form.Item name="direction" label="Met when the figure is">
        <Select
          options={[
            { value: 'atLeast', label: 'at least the target' },
            { value: 'atMost', label: 'at most the target' },
          ]}
        />
      </Form.Item>
      <FigureAmountField name="target" label="Target" unit={unit} />
      <FigureRangeField pacing={pacing} />
    </CreateDialog>
  );
}
