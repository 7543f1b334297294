import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type SessionReplayData = HubData<'/releases/replays/{replayId}'>;

/** `GET /api/releases/replays/{replayId}`: the rrweb events Beacon's intake kept for a replay. */
export const useSessionReplay = (replayId: string) =>
  useQuery(hubQueryOptions('/releases/replays/{replayId}', { path: { replayId } }));
