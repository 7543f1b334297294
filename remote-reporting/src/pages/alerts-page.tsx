import { hubKey } from '@beacon/shared/api';
import { formatDateTime } from '@beacon/shared/format';
import type { GridColumn } from '@beacon/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useCatalogue } from '../api/catalogue';
import { AlertHistoryDialog } from '../features/alerts/alert-history-dialog';
import { AlertRuleDialog } from '../features/alerts/alert-rule-dialog';
import {
  createAlertRule,
  deleteAlertRule,
  useAlertRules,
  type AlertRule,
  type NewAlertRule,
} from '../features/alerts/alert-rules-api';
import { conditionInWords } from '../features/alerts/alert-words';
import { useReportCampaigns } from '../features/campaign-reports/get-report-campaigns';
import { useCreateDialog } from '../ui/create-dialog';
import { actionsColumn, DeleteButton, HistoryButton } from '../ui/row-actions';
import { useSuiteScope } from '../ui/scope';
import { ListPage } from '../ui/list-page';
import { SuitePage } from './suite-page';

/** `reporting-suite/all/alerts`: the user's own alert rules: create, history, delete. */
function Alerts() {
  const { clientId } = useSuiteScope();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const rules = useAlertRules(clientId!);
  const campaigns = useReportCampaigns(clientId, null);
  const catalogue = useCatalogue().data;
  const [history, setHistory] = useState<AlertRule | null>(null);
  const refresh = () =>
    void queryClient.invalidateQueries({
      queryKey: hubKey('/clients/{clientId}/alert-rules', { clientId: clientId! }),
    });
  const metrics = useMemo(
    () => (catalogue?.metrics ?? []).map((m) => ({ key: m.key, label: m.label, unit: m.unit })),
    [catalogue],
  );
  const create = useMutation({
    mutationFn: (body: NewAlertRule) => createAlertRule(clientId!, body),
    onSuccess: (rule) => {
      void message.success(`Alert ${rule.name} created: it is read every few minutes.`);
      refresh();
    },
  });
  const creating = useCreateDialog('New alert', create);
  const remove = useMutation({ mutationFn: (id: number) => deleteAlertRule(clientId!, id), onSuccess: refresh });
  const campaignName = useMemo(() => new Map((campaigns.data ?? []).map((c) => [c.id, c.name])), [campaigns.data]);
  const advertiserName = useMemo(
    () => new Map((campaigns.data ?? []).map((c) => [c.advertiserId, c.advertiserName])),
    [campaigns.data],
  );
  const columns = useMemo<GridColumn<AlertRule>[]>(() => {
    const metric = (r: AlertRule) =>
      r.metric === 'pacing' ? { label: 'Pacing', unit: 'ratio' as const } : metrics.find((m) => m.key === r.metric);
    const subject = (r: AlertRule) =>
      r.scope.campaignId
        ? (campaignName.get(r.scope.campaignId) ?? `Campaign ${r.scope.campaignId}`)
        : r.scope.advertiserId
          ? (advertiserName.get(r.scope.advertiserId) ?? `Advertiser ${r.scope.advertiserId}`)
          : 'Every campaign';
    return [
      { key: 'name', title: 'Name', text: (r) => r.name, compare: (a, b) => a.name.localeCompare(b.name) },
      { key: 'watches', title: 'Watches', text: (r) => `${metric(r)?.label ?? r.metric} of ${subject(r)}` },
      {
        key: 'when',
        title: 'When',
        text: (r) =>
          `${conditionInWords(r.condition.op, r.condition.value, metric(r)?.unit ?? 'count')}${
            r.metric === 'pacing' ? '' : `, ${r.range}`
          }`,
        from: 'md',
      },
      {
        key: 'channels',
        title: 'Tells',
        text: (r) =>
          [r.channels.inbox && 'Inbox', r.channels.email && 'Email', r.channels.webhookUrl && 'Webhook']
            .filter(Boolean)
            .join(', '),
        from: 'lg',
      },
      {
        key: 'status',
        title: 'Status',
        text: (r) => (r.checkedAt === null ? 'Not read yet' : r.holding ? 'Holding' : 'Not holding'),
        render: (r) =>
          r.checkedAt === null ? (
            <Tag>Not read yet</Tag>
          ) : (
            <Tag color={r.holding ? 'warning' : 'success'} title={`Read ${formatDateTime(r.checkedAt)}`}>
              {r.holding ? 'Holding' : 'Not holding'}
            </Tag>
          ),
      },
      actionsColumn((r) => (
        <>
          <HistoryButton name={r.name} onClick={() => setHistory(r)} />
          <DeleteButton
            name={r.name}
            question={`Delete the alert ${r.name}?`}
            consequence="It stops being read, and its history goes with it."
            onDelete={() => remove.mutateAsync(r.id)}
          />
        </>
      )),
    ];
  }, [metrics, campaignName, advertiserName, remove]);
  return (
    <ListPage<AlertRule>
      list={rules}
      columns={columns}
      noun={{ one: 'alert', other: 'alerts' }}
      adding={creating.adding}
    >
      <AlertRuleDialog {...creating.dialog} metrics={metrics} campaigns={campaigns.data ?? []} />
      <AlertHistoryDialog clientId={clientId!} rule={history} onClose={() => setHistory(null)} />
    </ListPage>
  );
}

export default function AlertsPage() {
  return (
    <SuitePage>
      <Alerts />
    </SuitePage>
  );
}
