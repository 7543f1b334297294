import { Form, Select } from 'antd';
import { useAssignable } from './get-assignable-advertisers';

/** Advertisers and advertiser groups to assign, from the client's own only. */
export function AssignmentFields({ clientId }: { clientId: number }) {
  const { advertisers, groups, loading } = useAssignable(clientId);
  const field = (name: string, label: string, options: typeof advertisers | typeof groups) => (
    <Select
      mode="multiple"
      allowClear
      loading={loading}
      options={options}
      optionFilterProp="label"
      aria-label={label}
    />
  );
  return (
    <>
      <Form.Item
        name="advertiserIds"
        label="Advertisers"
        extra="Reporting-only and franchisee users see only what is assigned here; admins see every advertiser."
      >
        {field('advertiserIds', 'Advertisers', advertisers)}
      </Form.Item>
      <Form.Item name="advertiserGroupIds" label="Advertiser groups">
        {field('advertiserGroupIds', 'Advertiser groups', groups)}
      </Form.Item>
    </>
  );
}
