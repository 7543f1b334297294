import type { RouteHandle } from '@beacon/shared/runtime';
import { useBrandStore, useGivenDocumentTitle } from '@beacon/shared/ui';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageTitle } from '../app-shell/app-shell';

/**
 * The document title: the brand's name (Northwind's on its host names), plus the page's own title when it has one:
 * the title a page in view gives (one that turned out 'Not found'), else its route's.
 */
export function usePageTitle(): void {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const title = useGivenDocumentTitle() ?? handle?.title;
  const productName = useBrandStore((state) => state.brand.name);
  useEffect(() => {
    document.title = pageTitle(title, productName);
  }, [title, productName]);
}
