import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Modal, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { LoadStatus } from '@beacon/shared/api';

/** Someone a user can write to or call: the account manager, a team member. */
export interface ContactPerson {
  name: string;
  title?: string | null;
  email: string;
  phone?: string | null;
}

export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's title: 'Contact your account manager', 'Questions about invoice INV-100231'. */
  title: string;
  /** What the conversation is about: it becomes the email's subject and is shown under the title. */
  subject?: string;
  /** A line of context above the person. */
  intro?: ReactNode;
  person: ContactPerson | null | undefined;
  /** The load of the person, in the spec's words (loadStatusOf). */
  status: LoadStatus;
  /** An object URL of the person's photo; initials show without one. */
  photoUrl?: string | null;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

const mailtoHref = (email: string, subject?: string) =>
  `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Person({ person, photoUrl, subject }: { person: ContactPerson; photoUrl?: string | null; subject?: string }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={20} align="center" wrap>
      <Avatar
        size={88}
        src={photoUrl ? <img src={photoUrl} alt={`Photo of ${person.name}`} /> : undefined}
        style={{ background: token.colorPrimary, fontSize: 30, flex: 'none' }}
      >
        {initials(person.name)}
      </Avatar>
      <Flex vertical gap={6} style={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {person.name}
        </Typography.Title>
        {person.title && <Typography.Text type="secondary">{person.title}</Typography.Text>}
        <Typography.Link href={mailtoHref(person.email, subject)} style={{ wordBreak: 'break-all' }}>
          <MailOutlined aria-hidden /> {person.email}
        </Typography.Link>
        {person.phone && (
          <Typography.Link href={telHref(person.phone)}>
            <PhoneOutlined aria-hidden /> {person.phone}
          </Typography.Link>
        )}
      </Flex>
    </Flex>
  );
}

/**
 * The contact dialog of every area: who to talk to, with their photo, an email already addressed and titled
 * with what the user was looking at, and their phone number. Loading and failure are said, never guessed.
 */
export function ContactDialog({ open, onClose, title, subject, intro, person, status, photoUrl }: ContactDialogProps) {
  let body: ReactNode;
  if (status === 'loading' || status === 'idle')
    body = <Skeleton avatar={{ size: 88 }} active paragraph={{ rows: 2 }} />;
  else if (person) body = <Person person={person} photoUrl={photoUrl} subject={subject} />;
  else if (status === 'error')
    body = (
      <Typography.Text type="danger">The contact details could not be loaded. Please try again later.</Typography.Text>
    );
  else body = <Typography.Text type="secondary">No account manager is assigned to this client yet.</Typography.Text>;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose}>Close</Button>
          {person && (
            <Button type="primary" icon={<MailOutlined />} href={mailtoHref(person.email, subject)}>
              Send email
            </Button>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={16} style={{ paddingBlock: 8 }}>
        {(intro || subject) && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {intro ?? `About: ${subject}`}
          </Typography.Paragraph>
        )}
        {body}
      </Flex>
    </Modal>
  );
}
