import { z } from 'zod';
import type { FormLabels } from '../field-labels';
import { msg } from '../validation';

/**
 * The account's self-service under GDPR (issue 30 item 13, docs/decisions/0043): changing the e-mail address, the
 * signed-in sessions, the download of one's data and the deletion of the account. Shared by the forms and the
 * procedures, so both read the same rules.
 */

/** The link mailed to the new address works once, for this long. */
export const EMAIL_CHANGE_HOURS = 24;

/** The fields of these forms with labels of their own; the password and code fields have the site-wide ones. */
export const PRIVACY_FORM_LABELS: FormLabels = {
  fields: { new_email: 'profile:profile.newEmail', confirmation: 'profile:profile.accountConfirmation' },
};

export const ChangeEmailSchema = z.object({
  new_email: z.email().max(255).transform((value) => value.toLowerCase()),
  current_password: z.string().min(1).max(128),
});
export type ChangeEmail = z.input<typeof ChangeEmailSchema>;

export const EmailChangeTokenSchema = z.object({ token: z.string().min(1).max(200) });

export const SessionInputSchema = z.object({ session_id: z.string().min(1).max(100) });

/**
 * Deleting the account: the password, the authenticator code when two-factor is on (the server asks for it then),
 * and the account's e-mail address typed out as the confirmation that this is meant.
 */
export const DeleteAccountSchema = z.object({
  password: z.string().min(1).max(128),
  code: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, msg('code'))
    .optional(),
  confirmation: z.string().trim().min(1).max(255),
});
export type DeleteAccount = z.input<typeof DeleteAccountSchema>;

/** One signed-in session of the account, as its owner sees it (never its token). */
export interface OwnSession {
  id: string;
  user_agent: string | null;
  ip_address: string | null;
  created_at: string;
  /** better-auth writes the row at most once a day while it is used (session.updateAge): an approximate last use. */
  last_active_at: string;
  /** The session of the browser asking. */
  current: boolean;
}

/** The two forms of the data download, each its own address (a plain link the browser saves). */
export const DATA_DOWNLOAD_PATHS = { json: '/api/account/data.json', csv: '/api/account/data.zip' } as const;
export type DataDownloadFormat = keyof typeof DATA_DOWNLOAD_PATHS;

/** The saved file's name: the site's name, what it is and the day, without the person's address. */
export const personalDataFileName = (format: DataDownloadFormat, day: string) =>
  `voltara-my-data-${day}.${format === 'json' ? 'json' : 'zip'}`;
