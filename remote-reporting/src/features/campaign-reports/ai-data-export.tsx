import { RobotOutlined } from '@ant-design/icons';
import { saveBlob } from '@beacon/shared/download';
import { Button } from 'antd';
import { useFeatureFlags } from '../../api/feature-flags';
import { aiExportOf, type AiExportContext } from './ai-export-file';
import type { ReportResult } from './run-campaign-report';

export const AI_DATA_EXPORT_FLAG = 'campaignReportingAIDataExport';

/**
 * "Export for AI": the report's result sets with a data dictionary, as `<fileName>-ai-data.json`, for an AI tool to
 * read; only with the campaignReportingAIDataExport flag on. Disabled until the report has answered.
 */
export function AiDataExport({
  result,
  fileName,
  ...context
}: { result: ReportResult | undefined; fileName: string } & AiExportContext) {
  const flag = useFeatureFlags([AI_DATA_EXPORT_FLAG]);
  if (!flag.data?.enabled) return null;
  return (
    <Button
      icon={<RobotOutlined />}
      disabled={!result}
      onClick={() =>
        result &&
        saveBlob(
          new Blob([JSON.stringify(aiExportOf(result, context), null, 2)], { type: 'application/json' }),
          `${fileName}-ai-data.json`,
        )
      }
    >
      Export for AI
    </Button>
  );
}
