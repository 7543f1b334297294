import { hubDelete, hubKey, hubPost, hubPut, hubQueryOptions, type HubBody, type HubData } from '@beacon/shared/api';
import { useQuery, type QueryClient } from '@tanstack/react-query';

const GOALS = '/clients/{clientId}/goals';
const SCORECARD = '/clients/{clientId}/goals/scorecard';
export type Scorecard = HubData<typeof SCORECARD>;
export type GoalStanding = Scorecard['goals'][number];
export type Goal = GoalStanding['goal'];
export type NewGoal = HubBody<typeof GOALS>;

/** `GET /clients/{clientId}/goals/scorecard`: each goal the user sees, its figure now, met or missed and by how far. */
export const useScorecard = (clientId: number) => useQuery(hubQueryOptions(SCORECARD, { path: { clientId } }));

/** `POST .../goals`: field errors come back as `fields` and go under the banner. */
export const createGoal = (clientId: number, body: NewGoal) => hubPost(GOALS, { path: { clientId }, body });

/** `PUT .../goals/{goalId}`. */
export const updateGoal = (clientId: number, goalId: number, body: NewGoal) =>
  hubPut('/clients/{clientId}/goals/{goalId}', { path: { clientId, goalId }, body });

/** `DELETE .../goals/{goalId}`. */
export const deleteGoal = (clientId: number, goalId: number) =>
  hubDelete('/clients/{clientId}/goals/{goalId}', { path: { clientId, goalId } });

/** After a change: the scorecard (and the list, for any page that reads it) read again. */
export const refreshGoals = (queryClient: QueryClient, clientId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: hubKey(SCORECARD, { clientId }) }),
    queryClient.invalidateQueries({ queryKey: hubKey(GOALS, { clientId }) }),
  ]);
