import { Card, Typography } from 'antd';

/** The agency's updates: a page of this remote alone, reached from its own drawer entry. */
export default function UpdatesPage() {
  return (
    <Card>
      <Typography.Paragraph>
        Your agency team posts here what it has shipped for you: new campaigns, reports and changes to your account.
      </Typography.Paragraph>
    </Card>
  );
}
