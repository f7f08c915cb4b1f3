import { z } from 'zod';
import { isoDate } from '../serials/service.schema';
import { AUDIT_RATINGS, AUDIT_STATUSES } from './enums';
import { PORTAL_MAX_PAGE } from './serials.schema';

/**
 * /portal/audits, /portal/audits/new and /portal/audits/{id} (issue 12): partner audits walked through the active
 * audit questions of the settings. Senior roles write them; every portal role reads them.
 */
export const AUDIT_PAGE_SIZE = 25;
/** A year after an audit is submitted the next one falls due. */
export const AUDIT_INTERVAL_MONTHS = 12;
/** An open action counts as "due soon" this many days before its date. */
export const AUDIT_ACTION_SOON_DAYS = 14;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const AuditListSchema = z.object({
  status: z.enum(AUDIT_STATUSES).optional(),
  page: z.number().int().min(1).max(PORTAL_MAX_PAGE).default(1),
});
export type AuditListInput = z.input<typeof AuditListSchema>;
export type AuditListQuery = z.output<typeof AuditListSchema>;

export const AdminAuditListSchema = AuditListSchema.extend({ companyId: id });

export const AuditIdSchema = z.object({ id });

export const AuditAnswerSchema = z.object({
  questionId: id,
  rating: z.enum(AUDIT_RATINGS),
  comment: z.string().trim().max(1000).default(''),
});

/**
 * A draft saved (no id: a new one) or submitted. A draft may leave questions unrated; a submission rates every
 * active question (n.a. counts as rated, but not in the score).
 */
export const AuditSaveSchema = z.object({
  id: id.optional(),
  auditedOn: isoDate,
  auditorName: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(4000).default(''),
  answers: z.array(AuditAnswerSchema).max(200).default([]),
  /** Only an admin names the company of a new audit (a member's audits are their own company's). */
  companyId: id.optional(),
});
export type AuditSaveInput = z.input<typeof AuditSaveSchema>;
export type AuditSave = z.output<typeof AuditSaveSchema>;

export const AuditActionAddSchema = z.object({
  auditId: id,
  description: z.string().trim().min(1).max(1000),
  owner: z.string().trim().min(1).max(120),
  dueOn: isoDate,
});
export type AuditActionAddInput = z.input<typeof AuditActionAddSchema>;

export const AuditActionDoneSchema = z.object({ id, done: z.boolean() });

/** The score of a set of ratings: the points won of the points possible, as a whole percentage; null with none rated. */
export function auditScore(ratings: ReadonlyArray<(typeof AUDIT_RATINGS)[number]>): number | null {
  const rated = ratings.filter((rating) => rating !== 'na');
  if (rated.length === 0) return null;
  const points = rated.reduce((sum, rating) => sum + Number(rating), 0);
  return Math.round((points / (2 * rated.length)) * 100);
}
