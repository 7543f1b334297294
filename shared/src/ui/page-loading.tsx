import { Card, Col, Flex, Row, Skeleton } from 'antd';

/** What a page is shaped like while it loads: a list (a toolbar and rows), a report (tiles and a chart), or cards. */
export type PageShape = 'cards' | 'list' | 'report';

/** A list's rows as grey bars (the grid shows them under its headers while its rows arrive). */
export function RowsSkeleton({ rows = 6 }: { rows?: number }) {
  return <Skeleton active title={false} paragraph={{ rows, width: '100%' }} />;
}

function Shape({ shape }: { shape: PageShape }) {
  if (shape === 'list')
    return (
      <Card>
        <Flex vertical gap={16}>
          <Flex justify="space-between" gap={12}>
            <Skeleton.Input active style={{ width: 260 }} />
            <Skeleton.Button active />
          </Flex>
          <RowsSkeleton rows={8} />
        </Flex>
      </Card>
    );
  if (shape === 'report')
    return (
      <Flex vertical gap={12}>
        <Row gutter={[12, 12]}>
          {[1, 2, 3, 4, 5].map((tile) => (
            <Col key={tile} xs={12} md={8} xl={4}>
              <Card size="small">
                <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 1, width: '80%' }} />
              </Card>
            </Col>
          ))}
        </Row>
        <Card>
          <Skeleton.Node active style={{ width: '100%', height: 260 }} />
        </Card>
      </Flex>
    );
  return (
    <Flex vertical gap={16}>
      <Card>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
      <Card>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    </Flex>
  );
}

/**
 * Shown while a page's code or data arrives: grey shapes of what is coming (antd's Skeleton), not a bare spinner;
 * marked busy, and named, for screen readers, who meet no placeholder heading or text.
 */
export function PageLoading({ shape = 'cards' }: { shape?: PageShape }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading" style={{ minHeight: 240 }}>
      {/* The grey shapes are for the eye only: antd draws a skeleton's title as a heading. */}
      <div aria-hidden="true">
        <Shape shape={shape} />
      </div>
    </div>
  );
}
