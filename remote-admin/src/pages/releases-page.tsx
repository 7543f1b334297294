import { LoadFailed, PageHeader } from '@beacon/shared/ui';
import { Col, Flex, Row, Spin } from 'antd';
import { useReleases } from '../features/releases/get-releases';
import { ReleaseCard } from '../features/releases/release-card';
import { SessionReplaySampling } from '../features/releases/session-replay-sampling';
import { DeployTokensCard } from '../features/releases/deploy-tokens-card';

/** admin/releases: each remote's versions in service and in canary, their error rates, errors and history. */
export default function ReleasesPage() {
  const releases = useReleases();
  return (
    <Flex vertical gap={20}>
      <PageHeader
        title="Releases"
        description="Each remote's version in service and in canary, their errors per page view, and their history."
      />
      <SessionReplaySampling />
      {releases.isError ? (
        <LoadFailed onRetry={() => void releases.refetch()} />
      ) : !releases.data ? (
        <Spin aria-label="Loading releases" />
      ) : (
        <Row gutter={[16, 16]}>
          {releases.data.map((remote) => (
            <Col key={remote.name} xs={24} xl={12}>
              <ReleaseCard remote={remote} />
            </Col>
          ))}
        </Row>
      )}
      <DeployTokensCard remotes={releases.data ?? []} />
    </Flex>
  );
}
