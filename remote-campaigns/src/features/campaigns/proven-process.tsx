import { formatDate, LoadFailed } from '@beacon/shared';
import { Card, Skeleton, Steps } from 'antd';
import { useProvenProcess } from './get-proven-process';

const STATUS = { COMPLETE: 'finish', IN_PROGRESS: 'process', NOT_STARTED: 'wait' } as const;

/** The proven process: each step with its owner, done ones with their date. */
export function ProvenProcess({ clientId, campaignId }: { clientId: number; campaignId: number }) {
  const steps = useProvenProcess(clientId, campaignId);
  return (
    <Card title="Proven process" role="region" aria-label="Proven process">
      {steps.isLoading && <Skeleton active />}
      {steps.isError && (
        <LoadFailed title="The proven process could not be loaded" onRetry={() => void steps.refetch()} />
      )}
      {steps.data && (
        <Steps
          orientation="vertical"
          items={steps.data.map((step) => ({
            title: step.name,
            status: STATUS[step.status as keyof typeof STATUS] ?? 'wait',
            content: [step.owner, step.completedAt ? `Completed ${formatDate(step.completedAt)}` : null]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      )}
    </Card>
  );
}
