import { hubKey } from '@beacon/shared/api';
import { formatDateTime } from '@beacon/shared/format';
import type { GridColumn } from '@beacon/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SendOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useBuilderReports } from '../features/builder/get-builder-reports';
import { createSchedule, type NewSchedule } from '../features/schedules/create-schedule';
import { deleteSchedule } from '../features/schedules/delete-schedule';
import { useSchedules, type Schedule } from '../features/schedules/get-schedules';
import { ScheduleHistoryDialog } from '../features/schedules/history-dialog';
import { runScheduleNow } from '../features/schedules/run-schedule-now';
import { ScheduleDialog } from '../features/schedules/schedule-dialog';
import { useCustomDashboards } from '../features/custom-dashboards/custom-dashboards-api';
import { useCreateDialog } from '../ui/create-dialog';
import { actionsColumn, DeleteButton, HistoryButton, RowButton } from '../ui/row-actions';
import { useSuiteScope } from '../ui/scope';
import { ListPage } from '../ui/list-page';
import { SuitePage } from './suite-page';

const CADENCE: Record<string, string> = { DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly' };

/** `/{advertiserId}/builder/schedules`: scheduled builder reports and dashboards: create, run now, history, delete. */
function Schedules() {
  const { clientId, advertiserId } = useSuiteScope();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // A change refreshes exactly the schedules and their histories of this advertiser.
  const refresh = () =>
    void queryClient
      .invalidateQueries({
        queryKey: hubKey('/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules', {
          clientId,
          advertiserId,
        }),
      })
      .then(() =>
        queryClient.invalidateQueries({
          queryKey: ['/clients/{clientId}/advertisers/{advertiserId}/builder-reports/schedules/{scheduleId}/history'],
        }),
      );
  const schedules = useSchedules(clientId!, advertiserId!);
  const reports = useBuilderReports(clientId!, advertiserId!);
  const dashboards = useCustomDashboards(clientId!, advertiserId!);
  const [history, setHistory] = useState<Schedule | null>(null);
  // A failure reaches the error banner through the query cache, with the server's field messages.
  const create = useMutation({
    mutationFn: (body: NewSchedule) => createSchedule(clientId!, advertiserId!, body),
    onSuccess: () => {
      refresh();
    },
  });
  const creating = useCreateDialog('New schedule', create);
  const remove = useMutation({
    mutationFn: (id: number) => deleteSchedule(clientId!, advertiserId!, id),
    onSuccess: refresh,
  });
  const runNow = useMutation({
    mutationFn: (id: number) => runScheduleNow(clientId!, advertiserId!, id),
    onSuccess: (run) => {
      void message.success(
        run.status === 'SUCCESS' ? `Sent to ${run.recipients.join(', ')}` : `Failed: ${run.message ?? ''}`,
      );
      refresh();
    },
  });
  // What a schedule mails: its builder report, or its dashboard (one of the user's, or shared with them).
  const targetOf = useMemo(() => {
    const reportName = new Map((reports.data ?? []).map((r) => [r.id, r.name]));
    const dashboardName = new Map((dashboards.data ?? []).map((d) => [d.id, d.name]));
    return (s: Schedule) =>
      s.customDashboardId !== null
        ? `${dashboardName.get(s.customDashboardId) ?? 'A dashboard'} (dashboard)`
        : (reportName.get(s.builderReportId ?? 0) ?? '—');
  }, [reports.data, dashboards.data]);
  const columns = useMemo<GridColumn<Schedule>[]>(
    () => [
      { key: 'name', title: 'Name', text: (s) => s.name, compare: (a, b) => a.name.localeCompare(b.name) },
      { key: 'report', title: 'Report', text: targetOf, from: 'md' },
      { key: 'cadence', title: 'Cadence', text: (s) => `${CADENCE[s.frequency] ?? s.frequency}, ${s.dateRange}` },
      { key: 'recipients', title: 'Recipients', text: (s) => s.recipients.join(', '), ellipsis: true, from: 'lg' },
      { key: 'format', title: 'File', text: (s) => s.format, from: 'md' },
      {
        key: 'next',
        title: 'Next run',
        text: (s) => (s.nextRunAt ? `${formatDateTime(s.nextRunAt)}` : '—'),
        csv: (s) => s.nextRunAt,
        from: 'lg',
      },
      actionsColumn((s) => (
        <>
          <RowButton
            icon={<SendOutlined />}
            label={`Run ${s.name} now`}
            title="Run now"
            onClick={() => runNow.mutate(s.id)}
          />
          <HistoryButton name={s.name} onClick={() => setHistory(s)} />
          <DeleteButton
            name={s.name}
            question={`Delete the schedule ${s.name}?`}
            consequence="Its recipients stop receiving this report."
            onDelete={() => remove.mutateAsync(s.id)}
          />
        </>
      )),
    ],
    [targetOf, runNow, remove],
  );
  return (
    <ListPage<Schedule>
      list={schedules}
      columns={columns}
      noun={{ one: 'schedule', other: 'schedules' }}
      csvFileName="report-schedules"
      adding={creating.adding}
    >
      <ScheduleDialog {...creating.dialog} reports={reports.data ?? []} dashboards={dashboards.data ?? []} />
      <ScheduleHistoryDialog
        clientId={clientId!}
        advertiserId={advertiserId!}
        schedule={history}
        onClose={() => setHistory(null)}
      />
    </ListPage>
  );
}

export default function SchedulesPage() {
  return (
    <SuitePage>
      <Schedules />
    </SuitePage>
  );
}
