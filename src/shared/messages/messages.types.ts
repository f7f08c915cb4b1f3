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
