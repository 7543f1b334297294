import { useApiQuery } from '@beacon/shared';
import { hubGet } from '../../api/hub';

export const RICH_MEDIA_REVIEW_FLAGS = ['SHOW_RICH_MEDIA_REVIEW_TABLE', 'SHOW_RICH_MEDIA_REVIEW_TABLE_ADMIN'];

/** `GET /feature-flags/check`: whether either rich media review flag is on for the user (spec section 6). */
export function useRichMediaReviewFlag(asked: boolean) {
  return useApiQuery(asked ? 'flags:rich-media-review' : null, (signal) =>
    hubGet('/feature-flags/check', { path: {}, query: { flags: RICH_MEDIA_REVIEW_FLAGS }, signal }),
  );
}
