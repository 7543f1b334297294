import { createContext, useContext } from 'react';
import type { Catalogue } from '../../api/catalogue';

/**
 * Where a campaign report's figures come from when they are not the client's own report API: a share link's
 * (`POST /shared/{token}/query`, the link's campaign only), with the catalogue the link's page was given. The
 * report's tiles, charts and tables are the same components either way.
 */
export interface SharedSource {
  token: string;
  catalogue: Catalogue;
}

const SharedSourceContext = createContext<SharedSource | null>(null);

export const SharedReportSource = SharedSourceContext.Provider;

/** The share link the report is drawn for, or null on the portal's own report page. */
export const useSharedSource = () => useContext(SharedSourceContext);
