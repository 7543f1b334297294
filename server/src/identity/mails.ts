import { sendMail } from '../mail/outbox';
import type { Identity } from './identity';

/** Cognito's default invitation, with a link to the portal's new-password page when the portal's address is known. */
export async function sendInvitation(identity: Identity, email: string, temporaryPassword: string): Promise<void> {
  const link = identity.config.appUrl
    ? `\n\nSign in here: ${identity.config.appUrl}/auth/new-password?username=${encodeURIComponent(email)}`
    : '';
  await sendMail(identity.db, {
    to: email,
    subject: 'Your temporary password',
    text: `Your username is ${email} and temporary password is ${temporaryPassword}${link}`,
  });
}

/** The reset code; the portal's forgot-password page pre-fills `user` and `code` from its link. */
export async function sendResetCode(identity: Identity, email: string, code: string): Promise<void> {
  const link = identity.config.appUrl
    ? `\n\nOr follow this link: ${identity.config.appUrl}/auth/forgot-password?user=${encodeURIComponent(email)}&code=${code}`
    : '';
  await sendMail(identity.db, {
    to: email,
    subject: 'Your verification code',
    text: `Your password reset code is ${code}${link}`,
  });
}

/** Where a code went, masked as Cognito masks it ("j***@e***"). */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}
