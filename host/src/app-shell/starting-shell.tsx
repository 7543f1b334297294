import { PageLoading } from '@beacon/shared/ui';
import { useState } from 'react';
import { appShellHtml } from './app-shell';

/**
 * What the app shows while it starts (the areas, the session): the app shell the page's first script drew, the
 * same HTML, so that nothing moves or blinks; a spinner where the address has no heading to show.
 */
export function StartingShell() {
  const [html] = useState(() => appShellHtml(window.location.pathname));
  if (!html) return <PageLoading />;
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
