import { useState } from 'react';
import type { CustomReport } from './get-custom-reports';

/** The list as loaded, with what this page created appended and what it deleted removed by id (spec section 4). */
export function useCustomReportList(loaded: CustomReport[] | undefined) {
  const [added, setAdded] = useState<CustomReport[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const reports = [...(loaded ?? []), ...added].filter((r) => !removed.has(r.id));
  return {
    reports,
    append: (report: CustomReport) => setAdded((list) => [...list, report]),
    remove: (id: number) => setRemoved((ids) => new Set(ids).add(id)),
  };
}
