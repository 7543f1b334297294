import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { type FigureUnit } from '@beacon/shared/format';
import { useQuery } from '@tanstack/react-query';

/** The semantic layer's definitions: metrics with their units, the report's tiles, breakdowns and result sets. */
export type Catalogue = HubData<'/catalogue'>;
export type Breakdown = Catalogue['report']['breakdowns'][number];

/** `GET /catalogue`: read once per session (it changes only with a server release). */
export const catalogueQuery = () => ({ ...hubQueryOptions('/catalogue', {}), staleTime: Infinity });

/** Off on a share link's page, which has the catalogue with its link and reads nothing signed in. */
export const useCatalogue = (enabled = true) => useQuery({ ...catalogueQuery(), enabled });

/** A metric's or a grouping's label and (for a metric) unit, by its key, as the catalogue declares them. */
export function columnOf(catalogue: Catalogue | undefined, key: string): { label: string; unit: FigureUnit | null } {
  const metric = catalogue?.metrics.find((m) => m.key === key);
  if (metric) return { label: metric.label, unit: metric.unit };
  return { label: catalogue?.dimensions.find((d) => d.key === key)?.label ?? key, unit: null };
}
