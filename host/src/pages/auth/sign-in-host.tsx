import type { Brand } from '@beacon/shared/brand';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import type { RuntimeConfig } from '../../auth/runtime-config';

/**
 * What the sign-in screens need from the page around them. They render in two places: alone, in the small
 * sign-in bundle a signed-out visitor gets (history API, no antd), and inside the app after a sign-out (react-router).
 */
export interface SignInHost {
  config: Pick<RuntimeConfig, 'site' | 'demoRequestUrl'>;
  brand: Brand;
  location: { pathname: string; search: string; hash: string };
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The user has just signed in: read their session (a site may refuse them), then the app takes them on. */
  enterApp: (requestedPath: string | null) => Promise<void>;
}

export const SignInHostContext = createContext<SignInHost | null>(null);

export function useSignInHost(): SignInHost {
  const host = useContext(SignInHostContext);
  if (!host) throw new Error('A sign-in screen needs a SignInHostContext');
  return host;
}

/** A link between the sign-in screens, followed without reloading the page. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const { navigate } = useSignInHost();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a className="bcn-link" href={to} onClick={follow}>
      {children}
    </a>
  );
}
