import { loadStatusOf } from '@beacon/shared/api';
import { Avatar, Button, Skeleton } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useAccountManager } from './get-account-manager';
import { useAccountManagerPhoto } from './get-account-manager-photo';
import { ContactDialog } from './contact-dialog';

/** What a conversation with the account manager is about. */
export interface ContactTopic {
  title: string;
  subject?: string;
}

export const ACCOUNT_MANAGER_TOPIC: ContactTopic = { title: 'Contact your account manager' };

/**
 * The client's account manager, with photo, and one contact dialog for the page: the page opens it about the
 * account, an invoice or a service. Returns the dialog to place once, and a button for the page header.
 */
export function useAccountManagerContact(clientId: number | null) {
  const manager = useAccountManager(clientId);
  const photoUrl = useAccountManagerPhoto(clientId, manager.data?.hasPhoto);
  const [topic, setTopic] = useState<ContactTopic | null>(null);
  const contact = useCallback((next: ContactTopic) => setTopic(next), []);
  const person = manager.data;

  const dialog: ReactNode = (
    <ContactDialog
      open={topic !== null}
      onClose={() => setTopic(null)}
      title={topic?.title ?? ''}
      subject={topic?.subject}
      intro={
        topic?.subject
          ? undefined
          : person
            ? 'Your account manager looks after your campaigns, services and billing.'
            : undefined
      }
      person={person}
      status={loadStatusOf(manager)}
      photoUrl={photoUrl}
    />
  );

  const button: ReactNode = useMemo(() => {
    if (manager.isLoading) return <Skeleton.Button active style={{ width: 220 }} />;
    return (
      <Button
        size="large"
        onClick={() => contact(ACCOUNT_MANAGER_TOPIC)}
        // Its words wrap on a narrow screen rather than push the page wider than it.
        style={{ maxWidth: '100%', height: 'auto', minHeight: 40, whiteSpace: 'normal', textAlign: 'start' }}
        icon={
          <Avatar
            size={28}
            src={photoUrl ? <img src={photoUrl} alt="" /> : undefined}
            style={{ marginInlineStart: -8 }}
          >
            {person?.name[0]}
          </Avatar>
        }
      >
        Contact your account manager
      </Button>
    );
  }, [manager.isLoading, person, photoUrl, contact]);

  return { contact, dialog, button };
}
