import { loadOf } from '@beacon/shared/api';
import { PageHeader, PageLoading, ButtonLink } from '@beacon/shared/ui';
import { ScheduleOutlined } from '@ant-design/icons';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { BuilderForm } from '../features/builder/builder-form';
import { BuilderResults } from '../features/builder/builder-results';
import { useBuilderColumns } from '../features/builder/get-builder-columns';
import { useBuilderReports } from '../features/builder/get-builder-reports';
import { useBuilderQuery, type BuilderQuery } from '../features/builder/run-builder-query';
import { useSuiteScope } from '../ui/scope';
import { SuitePage } from './suite-page';

/** `/{advertiserId}/builder`: pick columns, run, see the table, export it. */
function Builder() {
  const { clientId, advertiserId, link } = useSuiteScope();
  const reports = useBuilderReports(clientId!, advertiserId!);
  const columns = useBuilderColumns(clientId!, advertiserId!);
  const [query, setQuery] = useState<BuilderQuery | null>(null);
  const result = useBuilderQuery(clientId!, advertiserId!, query);
  return (
    <Flex vertical gap={20}>
      <PageHeader
        extra={
          <ButtonLink to={link('builder/schedules')} icon={<ScheduleOutlined />}>
            Schedules
          </ButtonLink>
        }
      />
      <Card>
        {reports.data && columns.data ? (
          <BuilderForm
            clientId={clientId!}
            advertiserId={advertiserId!}
            reports={reports.data}
            columns={columns.data}
            onRun={setQuery}
          />
        ) : (
          <PageLoading />
        )}
      </Card>
      <Card title="Results">
        <BuilderResults result={result.data} {...loadOf(result)} />
      </Card>
    </Flex>
  );
}

export default function BuilderPage() {
  return (
    <SuitePage>
      <Builder />
    </SuitePage>
  );
}
