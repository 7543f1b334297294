import type { RouteHandle } from '@beacon/shared/runtime';
import { useGivenDocumentTitle } from '@beacon/shared/ui';
import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const PRODUCT_NAME = 'Beacon';

export function pageTitle(title: string | undefined): string {
  return title ? `${PRODUCT_NAME} - ${title}` : PRODUCT_NAME;
}

/**
 * The document title: the product name, plus the page's own title when it has one: the title a page in view
 * gives (one that turned out 'Not found'), else its route's.
 */
export function usePageTitle(): void {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const title = useGivenDocumentTitle() ?? handle?.title;
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
