import { analyticsPaths } from '@beacon/shared';
import { ApiOutlined, MessageOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { useSuiteScope } from '../ui/scope';

/** An advertiser's other reporting tools: the builder here; data connections and the assistant in analytics. */
export function AdvertiserLinks() {
  const { clientId, advertiserId, link } = useSuiteScope();
  return (
    <Space wrap>
      <Link to={link('builder')}>
        <Button icon={<TableOutlined />}>Report builder</Button>
      </Link>
      <Link to={analyticsPaths.dataConnections(clientId!, advertiserId!)}>
        <Button icon={<ApiOutlined />}>Data connections</Button>
      </Link>
      <Link to={analyticsPaths.assistant(clientId!, advertiserId!)}>
        <Button icon={<MessageOutlined />}>Assistant</Button>
      </Link>
    </Space>
  );
}
