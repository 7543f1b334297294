import { parseId } from '@beacon/shared/paths';
import { useCurrentUser } from '@beacon/shared/session';
import { useEffect } from 'react';
import { useMatch } from 'react-router';
import { create } from 'zustand';

/** The last client whose pages this tab showed to whom (agency staff move between clients). */
const useLastClient = create<{ username: string | null; clientId: number | null }>(() => ({
  username: null,
  clientId: null,
}));

/**
 * The client the drawer and the top bar work for: the one in the address; outside a client's pages (the
 * profile, notifications) the client user's own, or the client an agency user last worked on in this tab.
 */
export function useWorkingClientId(): number | null {
  const user = useCurrentUser();
  const inAddress = parseId(useMatch('/clients/:clientId/*')?.params.clientId);
  const last = useLastClient();
  const username = user?.username ?? null;
  useEffect(() => {
    if (inAddress !== null && username) useLastClient.setState({ username, clientId: inAddress });
  }, [inAddress, username]);
  if (inAddress !== null) return inAddress;
  if (user?.type === 'STANDARD') return user.clientId;
  return last.username === username ? last.clientId : null;
}
