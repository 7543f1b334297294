import { Card, Flex, Statistic } from 'antd';
import type { Scorecard } from './goals-api';
import { StandingTag } from './goal-columns';

/** The scorecard's counts: goals met, missed, and without a figure yet, each named in words. */
export function ScorecardSummary({ scorecard }: { scorecard: Scorecard | undefined }) {
  if (!scorecard || scorecard.goals.length === 0) return null;
  const counts = [
    { standing: 'met', value: scorecard.met },
    { standing: 'missed', value: scorecard.missed },
    { standing: 'noData', value: scorecard.noData },
  ] as const;
  return (
    <Card>
      <Flex gap={32} wrap role="group" aria-label="Scorecard">
        {counts.map(({ standing, value }) => (
          <Statistic key={standing} title={<StandingTag standing={standing} />} value={value} suffix="goals" />
        ))}
      </Flex>
    </Card>
  );
}
