import { useHubSearch, type HubData } from '@beacon/shared/api';
import { SearchResults } from '@beacon/shared/ui';
import { List } from 'antd';
import { useEffect, type ReactNode } from 'react';

export type ClientOption = HubData<'/clients'>[number];

/** The clients a search found, with the search they answer. */
export interface ClientMatches {
  search: string;
  clients: ClientOption[];
}

const NOUN = { one: 'client', other: 'clients' };

/** The clients matching a search (by label, on the server), a page at a time. */
export function ClientOptionsList(props: {
  search: string;
  enabled?: boolean;
  renderClient: (c: ClientOption) => ReactNode;
  /** Told the clients listed for a search once they are its answer (the switcher takes the only match on Enter). */
  onMatches?: (matches: ClientMatches) => void;
}) {
  const { search, enabled = true, renderClient, onMatches } = props;
  const clients = useHubSearch('/clients', {}, search, enabled);
  const answered = clients.isSuccess ? clients.search : null;
  useEffect(() => {
    if (answered !== null) onMatches?.({ search: answered, clients: clients.rows });
  }, [answered, clients.rows, onMatches]);
  return (
    <SearchResults
      results={clients}
      loading={clients.isPending && enabled}
      search={search}
      noun={NOUN}
      emptyTitle="No Clients"
      rowKey={(client) => client.id}
      renderItem={(client) => <List.Item>{renderClient(client)}</List.Item>}
    />
  );
}
