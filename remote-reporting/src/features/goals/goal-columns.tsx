import { CheckCircleOutlined, CloseCircleOutlined, EditOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { csvFigure, formatFigure, type FigureUnit } from '@beacon/shared/format';
import type { GridColumn } from '@beacon/shared/ui';
import { Tag } from 'antd';
import type { GoalStanding } from './goals-api';
import { actionsColumn, DeleteButton, RowButton } from '../../ui/row-actions';
import { howFarInWords, STANDING_WORDS, targetInWords } from './goal-words';

const STANDING_LOOK = {
  met: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  missed: { color: 'error', icon: <CloseCircleOutlined aria-hidden /> },
  noData: { color: 'default', icon: <MinusCircleOutlined aria-hidden /> },
} as const;

/** Met, missed or no figure yet: a word with its icon; the colour only repeats them. */
export const StandingTag = ({ standing }: { standing: GoalStanding['standing'] }) => (
  <Tag color={STANDING_LOOK[standing].color} icon={STANDING_LOOK[standing].icon}>
    {STANDING_WORDS[standing]}
  </Tag>
);

interface Options {
  /** A metric's label and unit by its key (pacing included). */
  metricOf: (key: string) => { label: string; unit: FigureUnit };
  /** What a goal is on, by name: its campaign, its advertiser, or the whole client. */
  subjectOf: (s: GoalStanding) => string;
  /** Edit and delete, for those who may change goals. */
  actions?: { onEdit: (s: GoalStanding) => void; onDelete: (s: GoalStanding) => Promise<unknown> };
}

/** The scorecard's columns: the goal, what it measures, its target, the figure now, met or missed and by how far. */
export function goalColumns({ metricOf, subjectOf, actions }: Options): GridColumn<GoalStanding>[] {
  const unit = (s: GoalStanding) => metricOf(s.goal.metric).unit;
  const columns: GridColumn<GoalStanding>[] = [
    {
      key: 'name',
      title: 'Goal',
      text: (s) => s.goal.name,
      compare: (a, b) => a.goal.name.localeCompare(b.goal.name),
    },
    {
      key: 'measures',
      title: 'Measures',
      text: (s) => `${metricOf(s.goal.metric).label} of ${subjectOf(s)}`,
      from: 'md',
    },
    {
      key: 'target',
      title: 'Target',
      text: (s) =>
        `${targetInWords(s.goal.direction, s.goal.target, unit(s))}${s.goal.metric === 'pacing' ? '' : `, ${s.goal.range}`}`,
    },
    {
      key: 'value',
      title: 'Now',
      align: 'right',
      text: (s) => formatFigure(s.value, unit(s)),
      csv: (s) => csvFigure(s.value, unit(s)),
      searchable: false,
    },
    {
      key: 'standing',
      title: 'Standing',
      text: (s) => STANDING_WORDS[s.standing],
      render: (s) => <StandingTag standing={s.standing} />,
      compare: (a, b) => a.standing.localeCompare(b.standing),
    },
    { key: 'howFar', title: 'How far', text: (s) => howFarInWords(s, unit(s)), searchable: false, from: 'lg' },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    actionsColumn((s) => (
      <>
        <RowButton
          icon={<EditOutlined />}
          label={`Change ${s.goal.name}`}
          title="Change"
          onClick={() => actions.onEdit(s)}
        />
        <DeleteButton
          name={s.goal.name}
          title="Delete"
          question={`Delete the goal ${s.goal.name}?`}
          consequence="It leaves the scorecard for everyone at this client."
          onDelete={() => actions.onDelete(s)}
        />
      </>
    )),
  ];
}
