import type { AuditRating, AuditStatus } from '../partners/enums';

/** One row of /portal/audits. */
export interface AuditRow {
  id: number;
  companyName: string;
  status: AuditStatus;
  auditedOn: string;
  auditorName: string;
  /** The self-assessment's percentage once submitted; null for a draft. */
  score: number | null;
  /** Voltara's own score, once reviewed. */
  reviewScore: number | null;
  openActions: number;
  /** Open actions past their due date. */
  overdueActions: number;
}

/** What /portal/audits shows beside its list (portal.audits.overview). */
export interface AuditOverview {
  /** An admin reads every company's audits and belongs to none. */
  allCompanies: boolean;
  /** When the company's next audit is due (companies.nextAuditOn); null for an admin or when not set. */
  nextAuditOn: string | null;
  /** The actor may start and edit audits (senior roles). */
  canWrite: boolean;
}

/** An active question of the settings, in the reader's language. */
export interface AuditQuestion {
  id: number;
  category: string;
  question: string;
}

export interface AuditAnswerView {
  questionId: number | null;
  category: string;
  /** The question's words when it was answered (frozen), in the reader's language where they were kept. */
  question: string;
  rating: AuditRating;
  comment: string;
}

export type AuditActionState = 'done' | 'overdue' | 'soon' | 'open';

export interface AuditActionView {
  id: number;
  description: string;
  owner: string;
  dueOn: string | null;
  doneAt: string | null;
  state: AuditActionState;
}

/** Voltara's review of an audit, as the partner and the back office read it. */
export interface AuditReviewView {
  score: number;
  notes: string;
  reviewedAt: string;
  reviewedBy: string;
  /** The next audit Voltara set with this review. */
  nextAuditOn: string | null;
}

export interface AuditDetail extends AuditRow {
  companyId: number;
  summary: string;
  submittedAt: string | null;
  answers: AuditAnswerView[];
  actions: AuditActionView[];
  /** Points won and possible, for "12 of 16". */
  points: { won: number; possible: number };
  /** For a draft the actor may still edit: the active questions to walk (answered or not). */
  questions: AuditQuestion[];
  canWrite: boolean;
  /** Null until Voltara has reviewed the audit. */
  review: AuditReviewView | null;
  /** The company's next audit as it stands now (only Voltara sets it). */
  companyNextAuditOn: string | null;
}

export interface AuditReviewed {
  id: number;
  status: 'reviewed';
  reviewScore: number;
  nextAuditOn: string;
}

export interface AuditSaved {
  id: number;
  status: AuditStatus;
  score: number | null;
}
