import { Type } from 'typebox';
import { Nullable } from '../../kernel/http/schemas';
export const AdvertiserSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  website: Nullable(Type.String()),
});

export const Advertiser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  website: Nullable(Type.String()),
  advertiserGroupId: Nullable(Type.Integer()),
  countsForCurrentClient: Type.Object({
    countOfCampaignsClosedWon: Type.Integer(),
    /** The advertiser's live campaigns (status Live). */
    countOfCampaignsActive: Type.Integer(),
  }),
});
