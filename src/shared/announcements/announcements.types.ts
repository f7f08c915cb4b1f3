import type { Locale, Localized } from '../locales';
import type { AnnouncementRole, AnnouncementState } from './announcements.schema';

/** /portal/announcements/{id}: the title and the sanitised HTML body in the reader's language. */
export interface PortalAnnouncementDetail {
  id: number;
  title: string;
  bodyHtml: string;
  publishedAt: string;
  read: boolean;
}

/** The last e-mail send of an announcement: when, by whom (null once that account is gone) and to how many (when known). */
export interface AnnouncementSent {
  at: string;
  byName: string | null;
  count: number | null;
}

/** The editor's record: every language, the audience and the window. */
export interface AdminAnnouncementRecord extends Localized<'title'>, Localized<'body'> {
  id: number;
  roles: AnnouncementRole[];
  companyId: number | null;
  countryId: number | null;
  publishFrom: string;
  publishUntil: string | null;
  emailed: boolean;
  sent: AnnouncementSent | null;
  state: AnnouncementState;
}

/** What the editor's audience pickers offer. */
export interface AnnouncementAudienceOptions {
  companies: Array<{ id: number; name: string; countryId: number | null }>;
  countries: Array<{ id: number; name: string }>;
}

/** The answer of a save: the record. Saving never e-mails; sending is its own step (issue 27). */
export interface AnnouncementSaved {
  announcement: AdminAnnouncementRecord;
}

/** One person the announcement will be e-mailed to. */
export interface AnnouncementRecipient {
  name: string;
  email: string;
  company: string;
  locale: Locale;
}

/** The e-mail as one language's recipients will get it. */
export interface AnnouncementMailPreview {
  locale: Locale;
  /** How many of the recipients read this language. */
  recipients: number;
  subject: string;
  text: string;
  html: string;
}

/** What the send dialog shows before anything is sent. */
export interface AnnouncementSendPreview {
  id: number;
  title: string;
  state: AnnouncementState;
  publishFrom: string;
  /** Only a published announcement can be sent (its link must open for the reader). */
  sendable: boolean;
  /** It has been e-mailed before: another send must be confirmed as "send again". */
  emailed: boolean;
  sent: AnnouncementSent | null;
  recipients: AnnouncementRecipient[];
  /** The e-mail in each of the six languages, those of the recipients first. */
  mails: AnnouncementMailPreview[];
}

/** The answer of a send. */
export interface AnnouncementSendResult {
  announcement: AdminAnnouncementRecord;
  sent: AnnouncementSent;
}
