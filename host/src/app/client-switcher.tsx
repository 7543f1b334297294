import { SwapOutlined } from '@ant-design/icons';
import { type Role } from '@beacon/shared/access';
import { INTERNAL_ROLES } from '@beacon/shared/contract';
import { useCurrentUser } from '@beacon/shared/session';
import { Button, Input, Modal, Typography, type InputRef } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { homePath } from '../auth/landing';
import { ClientOptionsList, type ClientMatches, type ClientOption } from '../clients/client-options-list';
import type { ClientSummary } from '../clients/use-client';

/** Internal users switch clients; client users have one. */
const SWITCHING_ROLES: readonly Role[] = INTERNAL_ROLES;
/** Whether the signed-in person switches clients (the header's switcher then names the client). */
export function useSwitchesClients(): boolean {
  const user = useCurrentUser();
  return !!user && SWITCHING_ROLES.includes(user.role);
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
export const switcherShortcut = () => (isMac() ? 'Ctrl+P' : 'Ctrl+Alt+P');

/** Ctrl+P on Mac, Ctrl+Alt+P elsewhere (spec section 2). */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() !== 'p' || !event.ctrlKey || event.metaKey) return false;
  return isMac() ? !event.altKey : event.altKey;
}

/** The client switcher, for BeaconAdmin, BeaconStandard and PartnerSolutions: searchable, with a shortcut. */
export function ClientSwitcher({ current }: { current: ClientSummary | null }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Loaded the first time the switcher opens, then kept.
  const [wanted, setWanted] = useState(false);
  const [search, setSearch] = useState('');
  const [matches, setMatches] = useState<ClientMatches>({ search: '', clients: [] });
  // The search Enter was pressed on, until that search's answer arrives (a person types faster than it comes).
  const [enterOn, setEnterOn] = useState<string | null>(null);
  // The list hands its rows over on every render: keep the same matches while they are the same search and
  // clients, so that telling the switcher does not render the list again (and again).
  const keepMatches = useCallback(
    (next: ClientMatches) =>
      setMatches((previous) =>
        previous.search === next.search &&
        previous.clients.length === next.clients.length &&
        previous.clients.every((client, i) => client.id === next.clients[i]!.id)
          ? previous
          : next,
      ),
    [],
  );
  const input = useRef<InputRef>(null);
  const allowed = useSwitchesClients();

  useEffect(() => {
    if (!allowed) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed]);

  useEffect(() => {
    if (!open) return;
    setSearch('');
    setWanted(true);
    // The search box is selected a moment after the dialog opens (spec section 9: 250 ms).
    const timer = window.setTimeout(() => input.current?.focus({ cursor: 'all' }), 250);
    return () => window.clearTimeout(timer);
  }, [open]);

  const choose = useCallback(
    (client: ClientOption) => {
      setOpen(false);
      if (user) void navigate(homePath(user, client.id));
    },
    [navigate, user],
  );

  // Enter takes the one client the search leaves, as soon as the list has that search's answer.
  useEffect(() => {
    if (enterOn === null || matches.search.toLowerCase() !== enterOn) return;
    setEnterOn(null);
    if (matches.clients.length === 1) choose(matches.clients[0]!);
  }, [enterOn, matches, choose]);

  if (!allowed || !user) return null;
  const chooseOnlyMatch = (value: string) => {
    const typed = value.trim().toLowerCase();
    setEnterOn(typed || null);
  };
  return (
    <>
      {/* A long client name ends in an ellipsis on a phone instead of running under the inbox's bell. */}
      <Button
        icon={<SwapOutlined />}
        onClick={() => setOpen(true)}
        title={`Switch client (${switcherShortcut()})`}
        style={{ maxWidth: '100%' }}
      >
        <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {current?.name ?? 'Choose a client'}
        </span>
      </Button>
      <Modal open={open} title="Switch client" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Input.Search
          ref={input}
          aria-label="Search clients"
          placeholder="Search clients"
          allowClear
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setEnterOn(null);
          }}
          onSearch={chooseOnlyMatch}
        />
        <ClientOptionsList
          search={search}
          enabled={wanted}
          onMatches={keepMatches}
          // A real link to the client's home: Tab reaches it, Enter follows it, and it opens in a new tab too.
          renderClient={(client) => (
            <Link
              to={homePath(user, client.id)}
              onClick={() => setOpen(false)}
              aria-current={client.id === current?.id ? 'true' : undefined}
            >
              {client.label}
            </Link>
          )}
        />
        <Typography.Text type="secondary">Shortcut: {switcherShortcut()}</Typography.Text>
      </Modal>
    </>
  );
}
