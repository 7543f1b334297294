import { createContext, useContext } from 'react';
import type { PageShape } from './page-loading';

/**
 * The title and line of the route a page renders in (from its manifest), for its header and its loading state,
 * and the shape of that loading state.
 */
export interface RouteHeading {
  title: string;
  description?: string;
  shape?: PageShape;
}

export const RouteHeadingContext = createContext<RouteHeading | null>(null);

export function useRouteHeading(): RouteHeading | null {
  return useContext(RouteHeadingContext);
}
