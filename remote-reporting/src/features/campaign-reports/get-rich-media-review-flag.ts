import { hubQueryOptions } from '@beacon/shared';
import { useQuery } from '@tanstack/react-query';

export const RICH_MEDIA_REVIEW_FLAGS = ['SHOW_RICH_MEDIA_REVIEW_TABLE', 'SHOW_RICH_MEDIA_REVIEW_TABLE_ADMIN'];

/** `GET /feature-flags/check`: whether either rich media review flag is on for the user (spec section 6). */
export const richMediaReviewFlagQuery = () =>
  hubQueryOptions('/feature-flags/check', { query: { flags: RICH_MEDIA_REVIEW_FLAGS } });

export const useRichMediaReviewFlag = () => useQuery(richMediaReviewFlagQuery());
