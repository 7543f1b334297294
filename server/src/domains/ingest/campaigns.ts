import { Type, type Static } from 'typebox';
import type { FieldError } from '../../kernel/http/errors';
import { CAMPAIGN_STATUSES, OBJECTIVES, RATE_TYPES } from '../../semantic/enumerations';
import { Nullable, oneOf } from '../../kernel/http/schemas';
import { BY_EXTERNAL_ID, type ClientEntity, type Item } from './batch';
import { Budget, ClientRef, Day, ExternalId, Name, OptionalText, RecordSchema } from './schemas';
import { underAdvertisers } from './parents';
import { cents } from './upsert';

const CampaignRecord = RecordSchema({
  externalId: ExternalId,
  ...ClientRef,
  advertiserExternalId: ExternalId,
  name: Name(),
  status: oneOf(CAMPAIGN_STATUSES),
  blockerReason: OptionalText(500),
  objective: Type.Optional(Nullable(oneOf(OBJECTIVES))),
  startDate: Type.Optional(Nullable(Day)),
  endDate: Type.Optional(Nullable(Day)),
  estimatedStartDate: Type.Optional(Nullable(Day)),
  estimatedEndDate: Type.Optional(Nullable(Day)),
  totalBudget: Budget,
  rateType: oneOf(RATE_TYPES),
  rate: Type.Optional(Type.Number({ minimum: 0, maximum: 99_999_999 })),
  addedValueImpressions: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
});
type CampaignRecord = Static<typeof CampaignRecord>;

/** An end before its start is a problem of the record alone. */
function flights({ index, record: r }: Item<CampaignRecord>): FieldError[] {
  const problems: FieldError[] = [];
  if (r.startDate && r.endDate && r.endDate < r.startDate)
    problems.push({ field: `records.${index}.endDate`, message: 'must not be before startDate' });
  if (r.estimatedStartDate && r.estimatedEndDate && r.estimatedEndDate < r.estimatedStartDate)
    problems.push({ field: `records.${index}.estimatedEndDate`, message: 'must not be before estimatedStartDate' });
  return problems;
}

/**
 * A client's campaigns, in every status of the spec (proposals and deals included), under their advertiser. A
 * campaign stays with the advertiser it was created under: its delivery is filed under both.
 */
export const campaigns: ClientEntity<CampaignRecord> = {
  level: 'client',
  name: 'campaigns',
  summary: 'Create or update campaigns',
  description:
    'Every status of the spec, proposals (Proposal, Deal) included; a Blocked campaign says why in blockerReason. ' +
    'Line items and invoices name their campaign by campaignExternalId.',
  record: CampaignRecord,
  ...BY_EXTERNAL_ID,
  check: flights,
  plan: (tx, scope, items) =>
    underAdvertisers(
      tx,
      scope,
      {
        table: 'campaigns',
        items,
        moved: 'the campaign belongs to another advertiser: a campaign cannot move (send it under a new externalId)',
      },
      (r, advertiserId) => ({
        client_id: scope.clientId,
        external_id: r.externalId,
        advertiser_id: advertiserId,
        name: r.name.trim(),
        status: r.status,
        blocker_reason: r.blockerReason ?? null,
        objective: r.objective ?? null,
        start_date: r.startDate ?? null,
        end_date: r.endDate ?? null,
        est_start_date: r.estimatedStartDate ?? null,
        est_end_date: r.estimatedEndDate ?? null,
        total_budget: cents(r.totalBudget),
        rate_type: r.rateType,
        rate: cents(r.rate ?? 0),
        added_value_impressions: r.addedValueImpressions ?? 0,
      }),
    ),
};
