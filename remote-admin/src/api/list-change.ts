import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A request that changes one of the admin's lists (creates a key, a user, a token): once it succeeds, the list reads
 * again; a failure changes nothing there.
 */
export function useListChange<Change, Answer>(list: QueryKey, send: (change: Change) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: list }) });
}
