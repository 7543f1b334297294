import { Button, Flex, Progress, Typography } from 'antd';

interface ImportProgressProps {
  /** 'Uploading report.csv', 'Checking report.csv', 'Importing 1,230 rows from report.csv'. */
  label: string;
  percent: number;
  onStop?: () => void;
}

/** A step under way: what is happening and how far it has gone (the page's status line announces the step). */
export function ImportProgress({ label, percent, onStop }: ImportProgressProps) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text>{label}</Typography.Text>
      <Flex gap={12} align="center">
        <Progress percent={Math.round(percent)} status="active" aria-label={label} style={{ flex: 1, margin: 0 }} />
        {onStop && <Button onClick={onStop}>Stop</Button>}
      </Flex>
    </Flex>
  );
}
