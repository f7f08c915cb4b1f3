import type { Localized } from '../locales';

/**
 * Where a company stands with an agreement's latest published version: it has never accepted any version
 * ("to-accept"), it accepted the latest ("accepted"), or it accepted an earlier one and a newer waits ("newer-version").
 */
export type AgreementState = 'to-accept' | 'accepted' | 'newer-version';

export interface AgreementVersionRef {
  id: number;
  version: number;
  /** ISO time; a version the portal shows is always published. */
  publishedAt: string;
}

/** One acceptance as the portal's history shows it. */
export interface AgreementAcceptanceEntry {
  id: number;
  agreementId: number;
  agreementName: string;
  versionId: number;
  version: number;
  /** The signer's full name as they typed it. */
  name: string;
  acceptedAt: string;
  /** Named when an admin sees every company's acceptances. */
  companyName: string;
}

/** One agreement of /portal/agreements. */
export interface PortalAgreementRow {
  id: number;
  name: string;
  description: string;
  latest: AgreementVersionRef;
  /** Null for an admin, who has no company of their own. */
  state: AgreementState | null;
  /** The company's acceptance of the latest version. */
  accepted: { name: string; acceptedAt: string } | null;
}

export interface PortalAgreementList {
  rows: PortalAgreementRow[];
  /** The company's acceptances of every agreement, newest first (at most AGREEMENT_HISTORY_LIMIT). */
  history: AgreementAcceptanceEntry[];
  /** How many agreements wait for acceptance (the dashboard's "agreements to accept"). */
  toAccept: number;
  /** The reader may accept on the company's behalf (a senior role with a company). */
  canAccept: boolean;
  allCompanies: boolean;
}

export interface AgreementPageView {
  id: number;
  title: string;
  /** Sanitised when stored (features/content/sanitize.ts). */
  bodyHtml: string;
}

/** /portal/agreements/{id}: the latest published version to read and accept, and this agreement's history. */
export interface PortalAgreementDetail extends PortalAgreementRow {
  notes: string;
  pages: AgreementPageView[];
  history: AgreementAcceptanceEntry[];
  canAccept: boolean;
  allCompanies: boolean;
}

/** The acceptance as recorded: the name the signer typed, when, from which address, and for which company. */
export interface AgreementAcceptanceRecord {
  name: string;
  acceptedAt: string;
  /** The address the acceptance came from, as stored (empty when none was known). */
  ip: string;
  companyName: string;
}

/**
 * /portal/agreements/{id}/acceptances/{acceptanceId}: a version the company accepted, read-only in the reader's
 * language, with its acceptance, and the latest published version to compare it with.
 */
export interface AgreementAcceptanceView {
  /** The acceptance's id. */
  id: number;
  agreementId: number;
  agreementName: string;
  version: AgreementVersionRef & { notes: string };
  pages: AgreementPageView[];
  acceptance: AgreementAcceptanceRecord;
  /** The latest published version (null when none is published any more). */
  current: AgreementVersionRef | null;
}

/** How a paragraph of the accepted version stands in the current one. */
export type AgreementDiffChange = 'same' | 'added' | 'removed';

/** One block of the comparison: a page title or a paragraph, unchanged, added in the current version or removed. */
export interface AgreementDiffBlock {
  change: AgreementDiffChange;
  kind: 'title' | 'paragraph';
  text: string;
}

/** The accepted version compared with the current one, paragraph by paragraph, in the reader's language. */
export interface AgreementComparison {
  from: AgreementVersionRef;
  to: AgreementVersionRef;
  blocks: AgreementDiffBlock[];
  added: number;
  removed: number;
}

// ------------------------------------------------------------------------------------------------------ back office

export interface AgreementVersionRow {
  id: number;
  version: number;
  notes: string;
  publishedAt: string | null;
  pages: Array<{ id: number; sort: number; title: string }>;
  acceptances: number;
}

/** /admin/agreements/manage/{id}: the description in every language. */
export interface AgreementTemplateDetail extends Localized<'description'> {
  id: number;
  name: string;
  active: boolean;
  /** Newest first. */
  versions: AgreementVersionRow[];
  companies: Array<{ id: number; name: string; acceptedLatest: boolean }>;
}

/** /admin/agreements/manage/pages/{id}: one page with every language. */
export interface AgreementPageDetail extends Localized<'title'>, Localized<'body'> {
  id: number;
  sort: number;
  versionId: number;
  version: number;
  /** A published version's pages are frozen: shown, not editable. */
  published: boolean;
  agreementId: number;
  agreementName: string;
}

export interface PublishResult {
  versionId: number;
  version: number;
  /** How many e-mails went out ("agreement to accept"). */
  emailed: number;
}
