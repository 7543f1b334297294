import { CAMPAIGN_LIST_FILTERS, type CampaignListFilter } from '@beacon/shared/api';
import { Radio } from 'antd';

const LABELS: Record<CampaignListFilter, string> = { active: 'Active', all: 'All', proposals: 'Proposals' };

export const DEFAULT_FILTER: CampaignListFilter = 'active';

export function parseFilter(value: string | null): CampaignListFilter {
  return (CAMPAIGN_LIST_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as CampaignListFilter)
    : DEFAULT_FILTER;
}

/** The campaign list filter of spec section 4: active, all, proposals. */
export function CampaignFilter({
  value,
  onChange,
}: {
  value: CampaignListFilter;
  onChange: (next: CampaignListFilter) => void;
}) {
  return (
    <Radio.Group
      aria-label="Show campaigns"
      optionType="button"
      value={value}
      onChange={(event) => onChange(event.target.value as CampaignListFilter)}
      options={CAMPAIGN_LIST_FILTERS.map((filter) => ({ value: filter, label: LABELS[filter] }))}
    />
  );
}
