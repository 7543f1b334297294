import { Card } from 'antd';
import { BreakdownGrid } from './breakdown-grid';
import { useRichMediaReviewFlag } from './get-rich-media-review-flag';
import { resultSet, type ReportResult } from './run-campaign-report';

/** Rich media review: each rich media placement's engagement, only with a review feature flag on. */
export function RichMediaReview({ result, fileName }: { result: ReportResult | undefined; fileName: string }) {
  const flag = useRichMediaReviewFlag();
  if (!flag.data?.enabled) return null;
  return (
    <Card title="Rich media review">
      <BreakdownGrid
        set="budgetGroup"
        rows={resultSet(result, 'budgetGroup')}
        status="success"
        fileName={`${fileName}-rich-media-review`}
      />
    </Card>
  );
}
