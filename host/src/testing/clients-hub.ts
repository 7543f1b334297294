import { fakeHub, pagedAnswer } from '@beacon/shared/testing';
import type { ClientOption } from '../clients/client-options-list';

/** Clients as `GET /clients` lists them, named. */
export const clientsNamed = (names: readonly string[]): ClientOption[] =>
  names.map((name, i) => ({ id: i + 1, name, label: name, apps: [], brand: 'default', website: null }));

/** The hub's `GET /clients`: a page at a time, searched by label as the server does (case-insensitive). */
export const clientsHub = (clients: readonly ClientOption[]) =>
  fakeHub({
    '/clients': (request) => {
      const search = String(request.params?.search ?? '').toLowerCase();
      return pagedAnswer(clients.filter((c) => c.label.toLowerCase().includes(search)))(request);
    },
  });
