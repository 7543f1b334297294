import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /feature-flags/check`: whether any of the named flags is on for the user (spec section 6). */
export const featureFlagsQuery = (flags: string[]) => hubQueryOptions('/feature-flags/check', { query: { flags } });

export const useFeatureFlags = (flags: string[]) => useQuery(featureFlagsQuery(flags));
