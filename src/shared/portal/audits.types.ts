import type { AuditRating, AuditStatus } from './enums';

/** One row of /portal/audits. */
export interface AuditRow {
  id: number;
  companyName: string;
  status: AuditStatus;
  auditedOn: string;
  auditorName: string;
  /** A percentage once submitted; null for a draft. */
  score: number | null;
  openActions: number;
  /** Open actions past their due date. */
  overdueActions: number;
}

export interface AuditListPage {
  rows: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
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

export interface AuditDetail extends AuditRow {
  summary: string;
  submittedAt: string | null;
  answers: AuditAnswerView[];
  actions: AuditActionView[];
  /** Points won and possible, for "12 of 16". */
  points: { won: number; possible: number };
  /** For a draft the actor may still edit: the active questions to walk (answered or not). */
  questions: AuditQuestion[];
  canWrite: boolean;
}

export interface AuditSaved {
  id: number;
  status: AuditStatus;
  score: number | null;
}
