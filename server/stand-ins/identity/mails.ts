import { sendMail } from '../../src/kernel/mail/outbox';
import { renderMail } from '../../src/kernel/mail/templates';
import type { Identity } from './identity';

/** A person's brand, and the portal's address in it: a client with a host name of its own is sent there. */
async function addressOf(identity: Identity, email: string) {
  const brand = (await identity.config.mailBrand?.(email)) ?? null;
  return { brand, appUrl: identity.config.appUrlOf?.(brand) ?? identity.config.appUrl };
}

/** Cognito's default invitation, with a link to the portal's new-password page when the portal's address is known. */
export async function sendInvitation(identity: Identity, email: string, temporaryPassword: string): Promise<void> {
  const subject = 'Your temporary password';
  const { brand, appUrl } = await addressOf(identity, email);
  const mail = await renderMail(brand, {
    heading: subject,
    paragraphs: [`Your username is ${email} and temporary password is ${temporaryPassword}`],
    action: appUrl
      ? {
          lead: 'Sign in here',
          label: 'Choose your password',
          url: `${appUrl}/auth/new-password?username=${encodeURIComponent(email)}`,
        }
      : undefined,
  });
  await sendMail(identity.db, { to: email, subject, ...mail });
}

/** The reset code; the portal's forgot-password page pre-fills `user` and `code` from its link. */
export async function sendResetCode(identity: Identity, email: string, code: string): Promise<void> {
  const subject = 'Your verification code';
  const { brand, appUrl } = await addressOf(identity, email);
  const mail = await renderMail(brand, {
    heading: subject,
    paragraphs: [`Your password reset code is ${code}`],
    action: appUrl
      ? {
          lead: 'Or follow this link',
          label: 'Reset your password',
          url: `${appUrl}/auth/forgot-password?user=${encodeURIComponent(email)}&code=${code}`,
        }
      : undefined,
  });
  await sendMail(identity.db, { to: email, subject, ...mail });
}

/** Where a code went, masked as Cognito masks it ("j***@e***"). */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}
