import { OBJECTIVES_BY_REPORT_TAB, type Objective } from '../api/generated/enumerations';

/** Objectives offered on a report tab, as the server declares them; an unknown tab offers none. */
export function objectivesForReportTab(tab: string): readonly Objective[] {
  return (OBJECTIVES_BY_REPORT_TAB as Record<string, readonly Objective[] | undefined>)[tab] ?? [];
}
