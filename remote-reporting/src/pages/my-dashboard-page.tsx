import { fillHubPath, hubKey, isOutOfReach } from '@beacon/shared/api';
import { useDownload } from '@beacon/shared/download';
import { parseId } from '@beacon/shared/paths';
import { LoadFailed, OutOfReach, PageHeader, PageLoading, useDocumentTitle } from '@beacon/shared/ui';
import { DeleteOutlined, FilePdfOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCatalogue } from '../api/catalogue';
import { AddWidgetDialog } from '../features/custom-dashboards/add-widget-dialog';
import {
  deleteCustomDashboard,
  saveCustomDashboard,
  useCustomDashboard,
  type CustomDashboard,
  type DashboardChange,
} from '../features/custom-dashboards/custom-dashboards-api';
import { DashboardGrid } from '../features/custom-dashboards/dashboard-grid';
import { add, remove } from '../features/custom-dashboards/grid-layout';
import { KIND_SIZES } from '../features/custom-dashboards/widget-words';
import { ShareButton } from '../features/share-links/share-button';
import { RELATIVE_RANGE_OPTIONS } from '../ui/relative-ranges';
import { useSuiteScope } from '../ui/scope';
import { DashboardWidget } from './dashboard-widget';
import { SuitePage } from './suite-page';

const draftOf = (d: CustomDashboard): DashboardChange => ({
  name: d.name,
  advertiserId: d.advertiserId,
  shared: d.shared,
  range: d.range as DashboardChange['range'],
  widgets: d.widgets,
  layout: d.layout,
});

/** One dashboard: its widgets on the grid; its creator (or a client admin, when shared) arranges, adds and saves. */
function Dashboard({ clientId, saved }: { clientId: number; saved: CustomDashboard }) {
  const { link } = useSuiteScope();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const catalogue = useCatalogue().data;
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [dirty, setDirty] = useState(false);
  const [adding, setAdding] = useState(false);
  useDocumentTitle(draft.name);
  const change = (next: Partial<DashboardChange>) => {
    setDraft((d) => ({ ...d, ...next }));
    setDirty(true);
  };
  const listKey = hubKey('/clients/{clientId}/dashboards-custom', { clientId });
  const save = useMutation({
    mutationFn: () => saveCustomDashboard(clientId, saved.id, draft),
    onSuccess: (data) => {
      setDirty(false);
      queryClient.setQueryData(hubKey('/clients/{clientId}/dashboards-custom/{id}', { clientId, id: saved.id }), data);
      void queryClient.invalidateQueries({ queryKey: listKey });
      void message.success('Dashboard saved.');
    },
  });
  const drop = useMutation({
    mutationFn: () => deleteCustomDashboard(clientId, saved.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void navigate(link('my-dashboards'));
    },
  });
  const download = useDownload();
  // The saved widgets, over the range the page shows (a reader may look at another range without saving).
  const pdfPath = fillHubPath('/clients/{clientId}/dashboards-custom/{id}/pdf', { clientId, id: saved.id });
  const editable = saved.editable;
  const titleOf = (id: string) => draft.widgets.find((w) => w.id === id)?.title ?? 'Widget';
  return (
    <Flex vertical gap={20}>
      <PageHeader
        title={draft.name}
        description={
          <Space size={6} wrap>
            <Tag color={draft.shared ? 'processing' : 'default'}>{draft.shared ? 'Shared' : 'Private'}</Tag>
            {saved.createdBy.name && `Created by ${saved.createdBy.name}`}
            {dirty && <Tag color="warning">Unsaved changes</Tag>}
          </Space>
        }
        extra={
          <Space wrap>
            <Select
              aria-label="Date range"
              value={draft.range}
              options={RELATIVE_RANGE_OPTIONS}
              onChange={(range) => (editable ? change({ range }) : setDraft((d) => ({ ...d, range })))}
              style={{ minWidth: 150 }}
            />
            <ShareButton clientId={clientId} target={{ kind: 'dashboard', id: saved.id, name: saved.name }} />
            <Button
              icon={<FilePdfOutlined />}
              loading={download.pending.has('pdf')}
              disabled={dirty}
              title={dirty ? 'Save the dashboard first: the PDF is made from its saved widgets.' : undefined}
              onClick={() => void download.start('pdf', pdfPath, { range: draft.range })}
            >
              Download PDF
            </Button>
            {editable && (
              <>
                <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                  Add widget
                </Button>
                <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => save.mutate()}>
                  Save
                </Button>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${draft.name}`}
                  onClick={() =>
                    modal.confirm({
                      title: `Delete the dashboard ${draft.name}?`,
                      content: draft.shared ? 'It goes for everyone it is shared with.' : undefined,
                      okText: 'Delete',
                      okButtonProps: { danger: true },
                      onOk: () => drop.mutateAsync().catch(() => undefined),
                    })
                  }
                />
              </>
            )}
          </Space>
        }
      />
      {draft.widgets.length === 0 ? (
        <Empty description="No widgets yet. Add one to start." />
      ) : (
        <DashboardGrid
          layout={draft.layout}
          titleOf={titleOf}
          render={(id, height) => {
            const widget = draft.widgets.find((w) => w.id === id);
            return widget && <DashboardWidget clientId={clientId} widget={widget} dashboard={draft} height={height} />;
          }}
          onChange={editable ? (layout) => change({ layout }) : undefined}
          onRemove={
            editable
              ? (id) => change({ widgets: draft.widgets.filter((w) => w.id !== id), layout: remove(draft.layout, id) })
              : undefined
          }
        />
      )}
      <AddWidgetDialog
        open={adding}
        metrics={catalogue?.metrics ?? []}
        dimensions={catalogue?.dimensions ?? []}
        onCancel={() => setAdding(false)}
        onAdd={(widget) => {
          const { w, h } = KIND_SIZES[widget.kind];
          change({ widgets: [...draft.widgets, widget], layout: add(draft.layout, widget.id, w, h) });
          setAdding(false);
        }}
      />
    </Flex>
  );
}

function MyDashboard() {
  const { clientId } = useSuiteScope();
  const id = parseId(useParams().dashboardId);
  const dashboard = useCustomDashboard(clientId!, id ?? 0);
  if (id === null || (dashboard.status === 'error' && isOutOfReach(dashboard.error))) return <OutOfReach />;
  if (dashboard.status === 'error') return <LoadFailed onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) return <PageLoading />;
  return <Dashboard key={dashboard.data.id} clientId={clientId!} saved={dashboard.data} />;
}

export default function MyDashboardPage() {
  return (
    <SuitePage>
      <MyDashboard />
    </SuitePage>
  );
}
