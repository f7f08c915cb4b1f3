import type { Locale } from '../../shared/locales';
import { BRAND } from '../../shared/settings/brand';
import { serverTexts } from '../texts';
import { linkMail } from './link-mail';
import type { MailMessage } from './mailer';

export interface Invitation {
  name: string;
  email: string;
  company: string;
  inviter: string;
  /** The set-password link (the reset-password page with an invitation token). */
  url: string;
  days: number;
}

/** The invitation to a new portal user, in the language chosen for them, with the link to set their password. */
export function invitationMail(invitation: Invitation, locale: Locale): MailMessage {
  const values = {
    name: invitation.name,
    email: invitation.email,
    company: invitation.company,
    inviter: invitation.inviter,
    brand: BRAND.name,
    days: invitation.days,
  };
  return linkMail(invitation.email, serverTexts(locale).mail.invitation, invitation.url, values, locale);
}
