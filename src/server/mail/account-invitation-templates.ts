import type { Locale } from '../../shared/locales';
import { BRAND } from '../../shared/settings/brand';
import { serverTexts } from '../texts';
import { linkMail } from './link-mail';
import type { MailMessage } from './mailer';

export interface AccountInvitation {
  name: string;
  email: string;
  /** The partner company the account belongs to, if any. */
  company: string | null;
  inviter: string;
  /** The set-password link (the reset-password page with an invitation token). */
  url: string;
  days: number;
}

/**
 * The e-mail to a person an administrator added in /admin/users, in the language chosen for them; `introCompany`
 * replaces `intro` when the account belongs to a partner company.
 */
export function accountInvitationMail(invitation: AccountInvitation, locale: Locale): MailMessage {
  const { introCompany, ...words } = serverTexts(locale).mail.accountInvitation;
  const values = {
    name: invitation.name,
    email: invitation.email,
    company: invitation.company ?? '',
    inviter: invitation.inviter,
    brand: BRAND.name,
    days: invitation.days,
  };
  return linkMail(invitation.email, invitation.company ? { ...words, intro: introCompany } : words, invitation.url, values, locale);
}
