import type { Localized } from '../locales';
import type { AnnouncementRole, AnnouncementState } from './announcements.schema';

/** One announcement in the reader's list: in their language (English where untranslated). */
export interface PortalAnnouncementRow {
  id: number;
  title: string;
  /** The start of the body as plain text, for the list. */
  excerpt: string;
  /** ISO time it was (or is) published from. */
  publishedAt: string;
  read: boolean;
}

export interface PortalAnnouncementPage {
  rows: PortalAnnouncementRow[];
  /** Rows of the list asked for (all, or the unread ones), on all pages. */
  total: number;
  /** Unread announcements of the reader, whatever the filter. */
  unread: number;
  page: number;
  pageSize: number;
}

/** /portal/announcements/{id}: the title and the sanitised HTML body in the reader's language. */
export interface PortalAnnouncementDetail {
  id: number;
  title: string;
  bodyHtml: string;
  publishedAt: string;
  read: boolean;
}

/** Who an announcement is aimed at, as the back office shows it. */
export interface AnnouncementAudience {
  roles: AnnouncementRole[];
  companyId: number | null;
  companyName: string | null;
  countryId: number | null;
  countryName: string | null;
}

export interface AdminAnnouncementRow extends AnnouncementAudience {
  id: number;
  title: string;
  publishFrom: string;
  publishUntil: string | null;
  state: AnnouncementState;
  emailed: boolean;
  /** How many people have opened it. */
  reads: number;
  updatedAt: string;
}

export interface AdminAnnouncementPage {
  rows: AdminAnnouncementRow[];
  total: number;
  page: number;
  pageSize: number;
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
  state: AnnouncementState;
}

/** What the editor's audience pickers offer. */
export interface AnnouncementAudienceOptions {
  companies: Array<{ id: number; name: string; countryId: number | null }>;
  countries: Array<{ id: number; name: string }>;
}

/** The answer of a save: the record, and how many people were e-mailed by it (0 when not yet published). */
export interface AnnouncementSaved {
  announcement: AdminAnnouncementRecord;
  emailed: number;
}
