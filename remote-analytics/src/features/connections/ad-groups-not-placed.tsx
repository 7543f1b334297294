import { formatInteger } from '@beacon/shared/format';
import { App, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { Connection } from './get-connections';
import { useLineItemChoices, type LineItemChoice } from './get-line-items';
import { useMapRecord } from './get-mappings';
import type { ConnectorSync } from './get-syncs';
import { useSourceTypes } from './get-tenant';

type Unplaced = ConnectorSync['unmatched'][number];

const label = (l: LineItemChoice) => `${l.campaignName} › ${l.name}`;

/**
 * The newest sync's ad groups (ad sets) that no line item carries, each with the line item a person places it on
 * (once: the line item takes the ad group's id, and the next sync writes its delivery there).
 */
export function AdGroupsNotPlaced(props: {
  workspaceId: number;
  connection: Connection;
  sync: ConnectorSync;
  canChange: boolean;
}) {
  const { connection, sync } = props;
  const platforms = useSourceTypes().find((s) => s.sourceType === connection.sourceType)?.platforms;
  // A CRM's or an accounting system's records wait for a person in the records below, not on line items.
  if (platforms && platforms.length === 0) return <NotWritten sync={sync} />;
  return <OnLineItems {...props} />;
}

/** A list of what the newest sync could not write: its heading, what to do about it, and a row for each record. */
function Unwritten(props: {
  title: string;
  sync: ConnectorSync;
  columns: TableColumnsType<Unplaced>;
  scroll?: { x: true };
  children: ReactNode;
}) {
  return (
    <section aria-label={props.title}>
      <Typography.Title level={5}>{props.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{props.children}</Typography.Paragraph>
      <Table<Unplaced>
        rowKey="adGroupId"
        size="small"
        pagination={false}
        dataSource={props.sync.unmatched}
        scroll={props.scroll}
        columns={props.columns}
      />
    </section>
  );
}

/** What a sync of a source without ad platforms (Salesforce) could not write, and how many records each held. */
function NotWritten({ sync }: { sync: ConnectorSync }) {
  if (sync.unmatchedCount === 0) return null;
  return (
    <Unwritten
      title="Not written yet"
      sync={sync}
      columns={[
        { title: 'Waiting for', key: 'name', render: (_, u) => u.adGroupName },
        { title: 'For example', key: 'example', responsive: ['md'], render: (_, u) => u.campaignName },
        { title: 'Records', key: 'rows', align: 'right', render: (_, u) => formatInteger(u.rows) },
      ]}
    >
      Map each one below once, and the next sync writes what it holds.
    </Unwritten>
  );
}

function OnLineItems(props: { workspaceId: number; connection: Connection; sync: ConnectorSync; canChange: boolean }) {
  const { workspaceId, connection, sync, canChange } = props;
  const { message } = App.useApp();
  const choices = useLineItemChoices(workspaceId, connection.connectionId, sync.unmatchedCount > 0);
  const map = useMapRecord(workspaceId, connection.connectionId);
  if (sync.unmatchedCount === 0) return null;
  const carrierOf = (adGroupId: string) => choices.data?.find((l) => l.platformLineItemId === adGroupId);
  const place = (group: Unplaced, lineItemId: number) =>
    map.mutate(
      { kind: 'adGroup', externalId: group.adGroupId, lineItemId },
      {
        onSuccess: () => {
          void choices.refetch();
          void message.success(`${group.adGroupName} is placed: the next sync writes its delivery.`);
        },
        onError: (error) => void message.error(error.message),
      },
    );
  return (
    <Unwritten
      title="Ad groups no line item carries"
      sync={sync}
      scroll={{ x: true }}
      columns={[
        { title: 'Ad group', key: 'name', render: (_, u) => `${u.adGroupName} (${u.adGroupId})` },
        { title: 'Campaign', key: 'campaign', responsive: ['md'], render: (_, u) => u.campaignName },
        { title: 'Rows', key: 'rows', align: 'right', render: (_, u) => formatInteger(u.rows) },
        {
          title: 'Line item',
          key: 'lineItem',
          render: (_, u) => {
            const carrier = carrierOf(u.adGroupId);
            if (carrier)
              return (
                <span>
                  {label(carrier)} <Tag color="processing">Next sync places it</Tag>
                </span>
              );
            if (!canChange) return <Typography.Text type="secondary">Not placed</Typography.Text>;
            return (
              <Select<number>
                aria-label={`Line item for ${u.adGroupName}`}
                placeholder="Choose a line item"
                showSearch={{ optionFilterProp: 'label' }}
                style={{ minWidth: 240 }}
                loading={choices.isPending || (map.isPending && map.variables?.externalId === u.adGroupId)}
                disabled={map.isPending}
                options={(choices.data ?? [])
                  .filter((l) => !l.platformLineItemId)
                  .map((l) => ({ value: l.id, label: label(l) }))}
                notFoundContent="No line item of this source's platform is free"
                onChange={(lineItemId) => place(u, lineItemId)}
              />
            );
          },
        },
      ]}
    >
      Their delivery was not written.{' '}
      {canChange
        ? 'Choose the line item that runs each one: it takes the ad group id, and the next sync places its delivery.'
        : 'A client admin chooses the line item that runs each one, and the next sync places its delivery.'}
      {sync.unmatchedCount > sync.unmatched.length &&
        ` The first ${sync.unmatched.length} of ${formatInteger(sync.unmatchedCount)} are listed.`}
    </Unwritten>
  );
}
