import { createContext, useContext } from 'react';

/** The title and line of the route a page renders in (from its manifest), for its header and its loading state. */
export interface RouteHeading {
  title: string;
  description?: string;
}

export const RouteHeadingContext = createContext<RouteHeading | null>(null);

export function useRouteHeading(): RouteHeading | null {
  return useContext(RouteHeadingContext);
}
