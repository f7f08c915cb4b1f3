import { z } from 'zod';
import { addMonths } from '../certificates/states';
import { isoDate } from '../serials/service.schema';
import { AUDIT_RATINGS } from '../partners/enums';
import { oneLine } from '../validation';

/**
 * /portal/audits, /portal/audits/new and /portal/audits/{id} (issue 12): partner audits walked through the active
 * audit questions of the settings. Senior roles write them; every portal role reads them.
 */
/** What Voltara's review proposes for the next audit: a year after this one (the reviewer may choose another day). */
export const AUDIT_INTERVAL_MONTHS = 12;
/** The next audit Voltara sets lies after today and at most this many years ahead (issue 27: 2031 was accepted). */
export const AUDIT_NEXT_MAX_YEARS = 3;

/** The latest day Voltara may set for the next audit, counted from `today` (YYYY-MM-DD). */
export const latestNextAudit = (today: string) => addMonths(today, 12 * AUDIT_NEXT_MAX_YEARS);

/** What the review form proposes: a year after the self-assessment, kept inside the bounds (after today, by the latest). */
export function proposedNextAudit(auditedOn: string, today: string): string {
  const proposal = addMonths(auditedOn, AUDIT_INTERVAL_MONTHS);
  if (proposal <= today) return addMonths(today, AUDIT_INTERVAL_MONTHS);
  const latest = latestNextAudit(today);
  return proposal > latest ? latest : proposal;
}
/** An open action counts as "due soon" this many days before its date. */
export const AUDIT_ACTION_SOON_DAYS = 14;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Voltara's review of a submitted audit: its own score, notes the partner reads, and the day the next audit is due
 * (after today, within AUDIT_NEXT_MAX_YEARS: checked by the service, which answers 422 with the bounds in words).
 */
export const AuditReviewSchema = z.object({
  id,
  reviewScore: z.number().int().min(0).max(100),
  notes: z.string().trim().max(4000).default(''),
  nextAuditOn: isoDate,
});
export type AuditReview = z.output<typeof AuditReviewSchema>;

export const AuditIdSchema = z.object({ id });

const AuditAnswerSchema = z.object({
  questionId: id,
  rating: z.enum(AUDIT_RATINGS),
  comment: z.string().trim().max(1000).default(''),
});

/**
 * A draft saved (no id: a new one) or submitted. A draft may leave questions unrated; a submission rates every
 * active question (n.a. counts as rated, but not in the score). Strict: a partner's self-assessment carries no next
 * audit date or anything else of Voltara's (issue 27), and such a field is refused rather than silently dropped.
 */
export const AuditSaveSchema = z.strictObject({
  id: id.optional(),
  auditedOn: isoDate,
  auditorName: oneLine(120).min(1),
  summary: z.string().trim().max(4000).default(''),
  answers: z.array(AuditAnswerSchema).max(200).default([]),
  /** Only an admin names the company of a new audit (a member's audits are their own company's). */
  companyId: id.optional(),
});
export type AuditSave = z.output<typeof AuditSaveSchema>;

export const AuditActionAddSchema = z.object({
  auditId: id,
  description: z.string().trim().min(1).max(1000),
  owner: oneLine(120).min(1),
  dueOn: isoDate,
});

export const AuditActionDoneSchema = z.object({ id, done: z.boolean() });

/** The score of a set of ratings: the points won of the points possible, as a whole percentage; null with none rated. */
export function auditScore(ratings: ReadonlyArray<(typeof AUDIT_RATINGS)[number]>): number | null {
  const rated = ratings.filter((rating) => rating !== 'na');
  if (rated.length === 0) return null;
  const points = rated.reduce((sum, rating) => sum + Number(rating), 0);
  return Math.round((points / (2 * rated.length)) * 100);
}
