import { useEffect, useState } from 'react';

/**
 * The user as the server has it when a dialog opens, read once: its `version` is what the save sends, so a
 * save after someone else's is refused instead of overwriting it. A failed read closes the dialog (the banner
 * says why).
 */
export function useUserSnapshot<User>(read: () => Promise<User>, onFailure: () => void): User | null {
  const [user, setUser] = useState<User | null>(null);
  useEffect(() => {
    let live = true;
    read().then(
      (fresh) => live && setUser(fresh),
      () => live && onFailure(),
    );
    return () => {
      live = false;
    };
    // Read once per dialog: a later refetch would hand the save a version the person never saw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return user;
}
