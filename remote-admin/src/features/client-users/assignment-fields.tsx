import { Form, Select } from 'antd';
import { useAssignable } from './get-assignable-advertisers';

/** Advertisers and advertiser groups to assign, from the client's own only. */
export function AssignmentFields({ clientId }: { clientId: number }) {
  const { advertisers, groups, loading } = useAssignable(clientId);
  return (
    <>
      <Form.Item
        name="advertiserIds"
        label="Advertisers"
        extra="Reporting-only and franchisee users see only what is assigned here; admins see every advertiser."
      >
        <Select
          mode="multiple"
          allowClear
          loading={loading}
          options={advertisers}
          optionFilterProp="label"
          aria-label="Advertisers"
        />
      </Form.Item>
      <Form.Item name="advertiserGroupIds" label="Advertiser groups">
        <Select
          mode="multiple"
          allowClear
          loading={loading}
          options={groups}
          optionFilterProp="label"
          aria-label="Advertiser groups"
        />
      </Form.Item>
    </>
  );
}
