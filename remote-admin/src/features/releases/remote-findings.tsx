import { LoadFailed } from '@beacon/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';

interface Props<Row> {
  findings: UseQueryResult<Row[]>;
  /** The spinner's name while they load ('Loading errors'). */
  loadingLabel: string;
  /** What the remote's release page shows of them, once there is at least one. */
  children: (rows: Row[]) => ReactNode;
}

/** What was found of a remote (its errors, its error groups): Retry when it could not be read, and a word for none. */
export function RemoteFindings<Row>({ findings, loadingLabel, children }: Props<Row>) {
  if (findings.isError) return <LoadFailed onRetry={() => void findings.refetch()} />;
  if (!findings.data) return <Spin aria-label={loadingLabel} />;
  if (findings.data.length === 0) return <Empty description="No errors reported" />;
  return children(findings.data);
}
