import { Table, Tag, Typography } from 'antd';
import { useShallow } from 'zustand/react/shallow';
import { areaTitle, useAreasStore, type Area, type AreaStatus } from '../federation/areas-store';

const STATUS: Record<AreaStatus, { color: string; label: string }> = {
  loading: { color: 'processing', label: 'Loading' },
  ready: { color: 'success', label: 'Running' },
  unavailable: { color: 'error', label: 'Unavailable' },
  incompatible: { color: 'warning', label: 'Refused' },
};

/** Each area with the release this tab runs: what support asks first. */
export function AreaStatusList() {
  const areas = useAreasStore(useShallow((state) => Object.values(state.areas) as Area[]));
  const registryFailed = useAreasStore((state) => state.registryFailed);
  if (registryFailed) return <Typography.Text type="warning">The list of areas could not be loaded.</Typography.Text>;
  return (
    <Table<Area>
      aria-label="Areas"
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={areas}
      columns={[
        { title: 'Area', key: 'title', render: (_, area) => areaTitle(area) },
        {
          title: 'Release',
          dataIndex: 'version',
          render: (version: string) => <Typography.Text code>{version}</Typography.Text>,
        },
        {
          title: 'Status',
          key: 'status',
          render: (_, area) => (
            <>
              {area.previewed && <Tag color="purple">Preview</Tag>}
              <Tag color={STATUS[area.status].color}>{STATUS[area.status].label}</Tag>
            </>
          ),
        },
      ]}
    />
  );
}
