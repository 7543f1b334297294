import { parseId } from '@beacon/shared/paths';
import { chooseClient, useCurrentUser, useSessionStore } from '@beacon/shared/session';
import { useEffect } from 'react';
import { useMatch } from 'react-router';
import { useClient } from './use-client';

/**
 * The client the drawer and the top bar work for: the one in the address; outside a client's pages (the
 * profile, notifications, Administration) the client user's own, or the client agency staff chose last in this
 * tab, which the session store keeps through a reload.
 */
export function useWorkingClientId(): number | null {
  const user = useCurrentUser();
  const chosen = useSessionStore((state) => state.chosenClientId);
  const inAddress = parseId(useMatch('/clients/:clientId/*')?.params.clientId);
  // Only a client the user reaches is remembered: an address out of reach says 'Not found' and is forgotten.
  const found = useClient(inAddress).status === 'found';
  useEffect(() => {
    if (found && inAddress !== null) chooseClient(inAddress);
  }, [found, inAddress]);
  if (inAddress !== null) return inAddress;
  if (user?.type === 'STANDARD') return user.clientId;
  return chosen;
}
