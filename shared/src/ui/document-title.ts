import { useEffect } from 'react';
import { create } from 'zustand';

interface GivenTitle {
  title: string;
}

/** Titles the pages in view give the document over their route's, newest last. */
const useGivenTitles = create<{ titles: readonly GivenTitle[] }>(() => ({ titles: [] }));

/**
 * While the calling page is shown, the document is titled `title` rather than by its route (the host puts the
 * product name before it): an address that turns out 'Not found' must not keep the title of what it named, and a
 * dashboard is titled by its name. No title yet (its name still loading): the route's stands meanwhile.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const given: GivenTitle = { title };
    useGivenTitles.setState((state) => ({ titles: [...state.titles, given] }));
    return () => useGivenTitles.setState((state) => ({ titles: state.titles.filter((t) => t !== given) }));
  }, [title]);
}

/** The title the page in view gives the document, when it gives one (the host's document title reads it). */
export const useGivenDocumentTitle = (): string | null => useGivenTitles((state) => state.titles.at(-1)?.title ?? null);
