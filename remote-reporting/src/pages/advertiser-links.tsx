import { paths } from '@beacon/shared/paths';
import { ButtonLink } from '@beacon/shared/ui';
import { ApiOutlined, MessageOutlined, TableOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useSuiteScope } from '../ui/scope';

/** An advertiser's other reporting tools: the builder here; data connections and the assistant in analytics. */
export function AdvertiserLinks() {
  const { clientId, advertiserId, link } = useSuiteScope();
  return (
    <Space wrap>
      <ButtonLink to={link('builder')} icon={<TableOutlined />}>
        Report builder
      </ButtonLink>
      <ButtonLink to={paths.dataConnections(clientId!, advertiserId!)} icon={<ApiOutlined />}>
        Data connections
      </ButtonLink>
      <ButtonLink to={paths.assistant(clientId!, advertiserId!)} icon={<MessageOutlined />}>
        Assistant
      </ButtonLink>
    </Space>
  );
}
