import { Result, Typography } from 'antd';

/** What a declared page shows until it is built: its title, and the honest word that it is not there yet. */
export function PageNotBuilt({ title }: { title: string }) {
  return (
    <Result
      status="info"
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      subTitle={<Typography.Text type="secondary">This page is not available yet.</Typography.Text>}
    />
  );
}
