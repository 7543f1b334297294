import { canAccess } from '@beacon/shared/access';
import { type RemoteRoute } from '@beacon/shared/contract';
import { useCurrentUser } from '@beacon/shared/session';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { countPageView } from '../observability/error-reporting';
import { NotFoundPage } from '../pages/not-found-page';
import type { Area } from '../federation/areas-store';

/** Every page of a remote renders inside this frame: it says which release drew it and checks access. */
export function AreaFrame({ area, route, children }: { area: Area; route: RemoteRoute; children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  useEffect(() => countPageView({ remote: area.name, version: area.version }), [area.name, area.version, pathname]);
  if (!canAccess(user, route.requires)) return <NotFoundPage />;
  return (
    <div data-area={area.name} data-area-version={area.version}>
      {children}
    </div>
  );
}
