import { formatDate } from '@beacon/shared/format';
import { LoadFailed } from '@beacon/shared/ui';
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
          // The step in progress is the one drawn as current (antd draws the first by default, done or not).
          current={currentStep(steps.data)}
          items={steps.data.map((step) => ({
            title: step.name,
            status: STATUS[step.status as keyof typeof STATUS] ?? 'wait',
            content: [
              step.owner,
              step.completedAt ? `Completed ${formatDate(step.completedAt)}` : null,
              step.status === 'IN_PROGRESS' ? 'In progress' : null,
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      )}
    </Card>
  );
}

/** The step in progress, else the first not done, else past the last (every step done). */
function currentStep(steps: { status: string }[]): number {
  const inProgress = steps.findIndex((step) => step.status === 'IN_PROGRESS');
  if (inProgress >= 0) return inProgress;
  const notDone = steps.findIndex((step) => step.status !== 'COMPLETE');
  return notDone >= 0 ? notDone : steps.length;
}
