import { Card } from 'antd';
import { BreakdownGrid } from './breakdown-grid';
import { useCatalogue } from '../../api/catalogue';
import { useRichMediaReviewFlag } from './get-rich-media-review-flag';
import { resultSet, type ReportResult } from './run-campaign-report';

/** Rich media review: each rich media placement's engagement, only with a review feature flag on. */
export function RichMediaReview({ result, fileName }: { result: ReportResult | undefined; fileName: string }) {
  const flag = useRichMediaReviewFlag();
  const catalogue = useCatalogue();
  const breakdown = catalogue.data?.report.breakdowns.find((b) => b.set === 'budgetGroup');
  if (!flag.data?.enabled || !breakdown) return null;
  return (
    <Card title="Rich media review">
      <BreakdownGrid
        breakdown={breakdown}
        catalogue={catalogue.data}
        rows={resultSet(result, 'budgetGroup')}
        status="success"
        fileName={`${fileName}-rich-media-review`}
      />
    </Card>
  );
}
