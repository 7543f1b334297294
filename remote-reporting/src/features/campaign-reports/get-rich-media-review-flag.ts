import { useFeatureFlags } from '../../api/feature-flags';

export const RICH_MEDIA_REVIEW_FLAGS = ['SHOW_RICH_MEDIA_REVIEW_TABLE', 'SHOW_RICH_MEDIA_REVIEW_TABLE_ADMIN'];

/** Whether either rich media review flag is on for the user. */
export const useRichMediaReviewFlag = () => useFeatureFlags(RICH_MEDIA_REVIEW_FLAGS);
