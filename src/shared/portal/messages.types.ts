import type { OffsetPage } from '../list/page';
/** One thread in a list (the portal's inbox or the back office's messages). */
export interface ThreadRow {
  id: number;
  subject: string;
  companyId: number;
  companyName: string;
  /** ISO time of the newest post. */
  lastPostAt: string;
  /** The newest post was written by Voltara (false: by the company, waiting for Voltara). */
  lastFromVoltara: boolean;
  posts: number;
  /** A post the reader has not seen (for an admin: a post of the company). */
  unread: boolean;
}

export interface ThreadPage extends OffsetPage<ThreadRow> {
  /** Unread threads of the reader, whatever the filter. */
  unread: number;
  /** The reader sees every company's threads (an admin): lists then name the company. */
  allCompanies: boolean;
}

export interface MessagePost {
  id: number;
  /** Plain text; render with its line breaks, never as HTML. */
  body: string;
  fromVoltara: boolean;
  authorName: string;
  createdAt: string;
  /** Written after the reader last read the thread. */
  isNew: boolean;
}

/** /portal/inbox/{id} and /admin/distributors/messages/{id}: the thread, its posts oldest first. */
export interface ThreadDetail {
  id: number;
  subject: string;
  companyId: number;
  companyName: string;
  createdAt: string;
  posts: MessagePost[];
  allCompanies: boolean;
}
