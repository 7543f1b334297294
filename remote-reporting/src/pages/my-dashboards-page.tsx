import { hubKey } from '@beacon/shared/api';
import { isLimitedRole } from '@beacon/shared/access';
import { formatDateTime } from '@beacon/shared/format';
import { useCurrentUser } from '@beacon/shared/session';
import type { GridColumn } from '@beacon/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  createCustomDashboard,
  useCustomDashboards,
  useDashboardTemplates,
  type CustomDashboard,
  type NewCustomDashboard,
} from '../features/custom-dashboards/custom-dashboards-api';
import { NewDashboardDialog } from '../features/custom-dashboards/new-dashboard-dialog';
import { useCreateDialog } from '../ui/create-dialog';
import { ListPage } from '../ui/list-page';
import { useSuiteScope } from '../ui/scope';
import { SuitePage } from './suite-page';

/** `my-dashboards`: the user's own dashboards and those shared in the client; a new one from a template. */
function MyDashboards() {
  const { clientId, advertiserId, link } = useSuiteScope();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useCustomDashboards(clientId!, advertiserId);
  const templates = useDashboardTemplates(clientId!);
  const create = useMutation({
    mutationFn: (body: Omit<NewCustomDashboard, 'advertiserId'>) =>
      createCustomDashboard(clientId!, { ...body, advertiserId }),
    onSuccess: (made) => {
      void queryClient.invalidateQueries({
        queryKey: hubKey('/clients/{clientId}/dashboards-custom', { clientId: clientId! }),
      });
      void navigate(link(`my-dashboards/${made.id}`));
    },
  });
  const creating = useCreateDialog('New dashboard', create);
  const columns: GridColumn<CustomDashboard>[] = [
    {
      key: 'name',
      title: 'Name',
      text: (d) => d.name,
      compare: (a, b) => a.name.localeCompare(b.name),
      render: (d) => <Link to={link(`my-dashboards/${d.id}`)}>{d.name}</Link>,
    },
    { key: 'widgets', title: 'Widgets', text: (d) => String(d.widgets.length), from: 'md' },
    {
      key: 'sharing',
      title: 'Sharing',
      text: (d) => (d.shared ? 'Shared' : 'Private'),
      render: (d) => <Tag color={d.shared ? 'processing' : 'default'}>{d.shared ? 'Shared' : 'Private'}</Tag>,
    },
    { key: 'createdBy', title: 'Created by', text: (d) => d.createdBy.name, from: 'lg' },
    { key: 'updatedAt', title: 'Saved', text: (d) => formatDateTime(d.updatedAt), from: 'md' },
  ];
  return (
    <ListPage<CustomDashboard>
      list={list}
      columns={columns}
      noun={{ one: 'dashboard', other: 'dashboards' }}
      emptyTitle="No dashboards of your own yet"
      csvFileName="my-dashboards"
      adding={creating.adding}
    >
      <NewDashboardDialog
        {...creating.dialog}
        templates={templates.data ?? []}
        mayShare={user ? !isLimitedRole(user.role) : false}
      />
    </ListPage>
  );
}

export default function MyDashboardsPage() {
  return (
    <SuitePage>
      <MyDashboards />
    </SuitePage>
  );
}
