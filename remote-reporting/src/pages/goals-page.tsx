import { canAccess } from '@beacon/shared/access';
import { requirementOf } from '@beacon/shared/contract';
import { useCurrentUser } from '@beacon/shared/session';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useCatalogue } from '../api/catalogue';
import { useReportCampaigns } from '../features/campaign-reports/get-report-campaigns';
import { goalColumns } from '../features/goals/goal-columns';
import { GoalDialog } from '../features/goals/goal-dialog';
import type { FigureChoice } from '../ui/figure-fields';
import {
  createGoal,
  deleteGoal,
  refreshGoals,
  updateGoal,
  useScorecard,
  type Goal,
  type GoalStanding,
  type NewGoal,
} from '../features/goals/goals-api';
import { ScorecardSummary } from '../features/goals/scorecard-summary';
import { succeeded } from '../ui/create-dialog';
import { ListPage } from '../ui/list-page';
import { useSuiteScope } from '../ui/scope';
import { SuitePage } from './suite-page';

type Row = GoalStanding & { id: number };

/** `reporting-suite/all/goals`: the client's goals, met and missed (the scorecard); writers set and change them. */
function Goals() {
  const { clientId } = useSuiteScope();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const canChange = user !== null && canAccess(user, requirementOf('createGoal'));
  const scorecard = useScorecard(clientId!);
  const campaigns = useReportCampaigns(clientId, null);
  const catalogue = useCatalogue().data;
  // The dialog: closed (undefined), a new goal (null), or the goal being changed.
  const [editing, setEditing] = useState<Goal | null | undefined>(undefined);
  const metrics = useMemo<FigureChoice[]>(
    () => (catalogue?.metrics ?? []).map((m) => ({ key: m.key, label: m.label, unit: m.unit })),
    [catalogue],
  );
  const refresh = () => void refreshGoals(queryClient, clientId!);
  const save = useMutation({
    mutationFn: (body: NewGoal) => (editing ? updateGoal(clientId!, editing.id, body) : createGoal(clientId!, body)),
    onSuccess: (goal) => {
      void message.success(editing ? `Goal ${goal.name} is saved.` : `Goal ${goal.name} created.`);
      setEditing(undefined);
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteGoal(clientId!, id), onSuccess: refresh });
  const columns = useMemo(() => {
    const names = new Map((campaigns.data ?? []).map((c) => [c.id, c.name]));
    const advertisers = new Map((campaigns.data ?? []).map((c) => [c.advertiserId, c.advertiserName]));
    const metricOf = (key: string) =>
      key === 'pacing'
        ? { label: 'Pacing', unit: 'ratio' as const }
        : (metrics.find((m) => m.key === key) ?? { label: key, unit: 'count' as const });
    const subjectOf = ({ goal: { scope } }: GoalStanding) =>
      scope.campaignId
        ? (names.get(scope.campaignId) ?? `Campaign ${scope.campaignId}`)
        : scope.advertiserId
          ? (advertisers.get(scope.advertiserId) ?? `Advertiser ${scope.advertiserId}`)
          : 'the whole client';
    const onDelete = (s: GoalStanding) => remove.mutateAsync(s.goal.id);
    return goalColumns({
      metricOf,
      subjectOf,
      actions: canChange ? { onEdit: (s) => setEditing(s.goal), onDelete } : undefined,
    });
  }, [campaigns.data, metrics, canChange, remove]);
  // The grid's rows carry their goal's id.
  const list = {
    ...scorecard,
    data: scorecard.data?.goals.map((s) => ({ ...s, id: s.goal.id })),
  } as UseQueryResult<Row[]>;
  return (
    <ListPage<Row>
      list={list}
      columns={columns}
      noun={{ one: 'goal', other: 'goals' }}
      adding={canChange ? { label: 'New goal', onClick: () => setEditing(null) } : undefined}
      summary={<ScorecardSummary scorecard={scorecard.data} />}
    >
      <GoalDialog
        key={editing?.id ?? 'new'}
        goal={editing ?? null}
        open={editing !== undefined}
        busy={save.isPending}
        metrics={metrics}
        campaigns={campaigns.data ?? []}
        onCancel={() => setEditing(undefined)}
        onSave={(goal) => succeeded(save.mutateAsync(goal))}
      />
    </ListPage>
  );
}

export default function GoalsPage() {
  return (
    <SuitePage>
      <Goals />
    </SuitePage>
  );
}
