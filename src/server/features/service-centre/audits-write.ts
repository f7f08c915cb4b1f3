import { and, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { addDays } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import type { Locale } from '../../../shared/locales';
import { formatLongDate } from '../../../shared/format';
import { AUDIT_NEXT_MAX_YEARS, auditScore, latestNextAudit, type AuditReview, type AuditSave } from '../../../shared/service-centre/audits.schema';
import type { AuditReviewed, AuditSaved } from '../../../shared/service-centre/audits.types';
import type { z } from 'zod';
import type { AuditActionAddSchema } from '../../../shared/service-centre/audits.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { companies, partnerAuditActions, partnerAuditAnswers, partnerAudits } from '../../db/schema';
import { DomainError, notFound, validationError } from '../../errors';
import { writeCompany } from '../companies/company';
import { auditInsert } from '../logs/audit';
import { activeQuestionRows, frozenQuestion, type QuestionRow } from './audit-questions';
import { auditScope } from './audits-read';
import { guarded, isGuardFailure } from './guard';
import type { Ctx } from '../../service-context';
import { fill, serverTexts } from '../../texts';
import { rowOr404 } from '../../db/one-row';

type Statement = BatchItem<'sqlite'>;

/** The audit log's section for partner audits. */
const AUDITS_SECTION = 'portal/partner-audits';

async function scopedAudit(deps: AppDeps, actor: Actor, id: number) {
  return rowOr404(deps, partnerAudits, and(eq(partnerAudits.id, id), auditScope(actor)), 'Audit');
}

/** The answers as rows to store: each to an active question (else 422), the last one given for a question wins. */
function answerRows(input: AuditSave, questions: readonly QuestionRow[], locale: Locale) {
  const byId = new Map(questions.map((question, index) => [question.id, { question, index }]));
  const answers = new Map<number, AuditSave['answers'][number]>();
  for (const answer of input.answers) {
    if (!byId.has(answer.questionId)) throw validationError({ answers: [serverTexts(locale).serviceCentre.unknownQuestion] });
    answers.set(answer.questionId, answer);
  }
  return [...answers.values()].map((answer) => {
    const { question, index } = byId.get(answer.questionId)!;
    return { questionId: question.id, question: frozenQuestion(question), category: question.category, rating: answer.rating, comment: answer.comment, sort: index };
  });
}

/**
 * Saves a draft (new or existing) or submits it. A submission rates every active question (n.a. allowed) and scores
 * sum of ratings / (2 × rated questions), rounded; it freezes the audit for Voltara's review. It never moves the
 * company's next audit: only Voltara's review sets that (issue 27). One batch: the audit, its answers (replaced) and
 * the log entry, or none of them. An audit already submitted is never changed (409), also when two submissions race.
 */
/** Saves the audit as a draft. */
export async function saveAuditDraft(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: AuditSave): Promise<AuditSaved> {
  return saveAudit(ctx, input, false);
}

/** Saves and submits the audit for Voltara's review. */
export async function submitAudit(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: AuditSave): Promise<AuditSaved> {
  return saveAudit(ctx, input, true);
}

async function saveAudit({ deps, actor, locale }: Ctx<'deps' | 'actor' | 'locale'>, input: AuditSave, submit: boolean): Promise<AuditSaved> {
  const { db } = deps;
  const text = serverTexts(locale).serviceCentre;
  const existing = input.id === undefined ? null : await scopedAudit(deps, actor, input.id);
  if (existing && existing.status !== 'draft') throw new DomainError(409, text.auditFrozen);
  // A day of slack: the partner's own calendar may already be on tomorrow while the server's (UTC) is not.
  if (input.auditedOn > addDays(isoDay(), 1)) throw validationError({ auditedOn: [text.auditedFuture] });
  const questions = await activeQuestionRows(deps);
  const rows = answerRows(input, questions, locale);
  let score: number | null = null;
  if (submit) {
    const unanswered = questions.length - rows.length;
    if (unanswered > 0) throw validationError({ answers: [fill(text.auditUnanswered, { count: unanswered })] });
    score = auditScore(rows.map((row) => row.rating));
    if (score === null) throw validationError({ answers: [text.auditNothingRated] });
  }
  const now = new Date();
  const fields = {
    auditedOn: input.auditedOn,
    auditorName: input.auditorName,
    summary: input.summary,
    updatedAt: now,
    ...(submit ? { status: 'submitted' as const, score, submittedAt: now } : {}),
  };
  const companyId = existing ? existing.companyId : (await writeCompany(deps, actor, input.companyId, () => validationError({ companyId: [text.noCompany] }))).id;
  // The new audit has the highest id of the table while the batch (one transaction, holding the write lock) runs.
  const auditId = existing ? sql`${existing.id}` : sql`(SELECT max(${partnerAudits.id}) FROM ${partnerAudits})`;
  const changes = { audit: [null, { auditedOn: input.auditedOn, auditor: input.auditorName, answers: rows.length, status: submit ? 'submitted' : 'draft', score }] };

  const write: Statement[] = existing
    ? [
        db
          .update(partnerAudits)
          .set(fields)
          .where(and(eq(partnerAudits.id, existing.id), eq(partnerAudits.status, 'draft'))),
        // Fails (undoing the batch) when the update found the audit submitted meanwhile.
        auditInsert(deps, actor, { section: AUDITS_SECTION, recordId: guarded(String(existing.id)), action: 'update', changes }),
        db.delete(partnerAuditAnswers).where(eq(partnerAuditAnswers.auditId, existing.id)),
      ]
    : [
        db.insert(partnerAudits).values({ companyId, status: 'draft', createdBy: actor.id, ...fields }),
        auditInsert(deps, actor, { section: AUDITS_SECTION, recordId: sql`(SELECT CAST(${auditId} AS TEXT))`, action: 'create', changes }),
      ];
  const answers: Statement[] = rows.length > 0 ? [db.insert(partnerAuditAnswers).values(rows.map((row) => ({ ...row, auditId })))] : [];
  const read = db.select({ id: partnerAudits.id, status: partnerAudits.status, score: partnerAudits.score }).from(partnerAudits).where(sql`${partnerAudits.id} = ${auditId}`);
  try {
    // The read goes last: what was saved.
    const statements: Statement[] = [...write, ...answers, read];
    const results = await db.batch(statements as [Statement, ...Statement[]]);
    const saved = (results[results.length - 1] as Awaited<typeof read>)[0];
    if (!saved) throw new Error('saveAudit: the saved audit was not read back');
    return saved;
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    throw new DomainError(409, text.auditFrozen);
  }
}

/** Deletes a draft nobody submitted (a submitted audit is kept for good: 409). */
export async function discardAudit(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: number }): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  const audit = await scopedAudit(deps, actor, id);
  if (audit.status !== 'draft') throw new DomainError(409, serverTexts(locale).serviceCentre.auditFrozen);
  try {
    await deps.db.batch([
      deps.db.delete(partnerAudits).where(and(eq(partnerAudits.id, id), eq(partnerAudits.status, 'draft'))),
      auditInsert(deps, actor, { section: AUDITS_SECTION, recordId: guarded(String(id)), action: 'delete', changes: { audit: [{ auditedOn: audit.auditedOn }, null] } }),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    throw new DomainError(409, serverTexts(locale).serviceCentre.auditFrozen);
  }
  return { id };
}

/** An action to follow an audit up: what, who owns it, by when. Added to a draft or a submitted audit alike. */
export async function addAuditAction(ctx: Ctx<'deps' | 'actor'>, input: z.output<typeof AuditActionAddSchema>): Promise<{ id: number }> {
  const { deps, actor } = ctx;
  await scopedAudit(deps, actor, input.auditId);
  const [[action]] = await deps.db.batch([
    deps.db
      .insert(partnerAuditActions)
      .values({ auditId: input.auditId, description: input.description, owner: input.owner, dueOn: input.dueOn })
      .returning({ id: partnerAuditActions.id }),
    auditInsert(deps, actor, { section: AUDITS_SECTION, recordId: String(input.auditId), action: 'update', changes: { action: [null, { description: input.description, owner: input.owner, dueOn: input.dueOn }] } }),
  ]);
  return { id: action!.id };
}

/** Marks an action done (or open again). Another company's action is "not found". */
export async function setAuditActionDone(ctx: Ctx<'deps' | 'actor'>, { id, done }: { id: number; done: boolean }): Promise<{ id: number; done: boolean }> {
  const { deps, actor } = ctx;
  const [row] = await deps.db
    .select({ id: partnerAuditActions.id, auditId: partnerAuditActions.auditId, doneAt: partnerAuditActions.doneAt })
    .from(partnerAuditActions)
    .innerJoin(partnerAudits, eq(partnerAudits.id, partnerAuditActions.auditId))
    .where(and(eq(partnerAuditActions.id, id), auditScope(actor)));
  if (!row) throw notFound('Action');
  if (Boolean(row.doneAt) === done) return { id, done };
  await deps.db.batch([
    deps.db.update(partnerAuditActions).set({ doneAt: done ? new Date() : null }).where(eq(partnerAuditActions.id, id)),
    auditInsert(deps, actor, { section: AUDITS_SECTION, recordId: String(row.auditId), action: 'update', changes: { [`action ${id} done`]: [!done, done] } }),
  ]);
  return { id, done };
}

/**
 * Voltara's review of a submitted audit (submitted → reviewed): its own score, notes for the partner, and the next
 * audit, after today and within AUDIT_NEXT_MAX_YEARS (else 422 saying the bounds). One batch: the audit, the
 * company's next audit and the log entry. A draft or an audit already reviewed is a 409, also when two reviews race.
 */
export async function reviewAudit(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: AuditReview): Promise<AuditReviewed> {
  const { deps, actor, locale } = ctx;
  const text = serverTexts(locale).serviceCentre;
  const audit = await scopedAudit(deps, actor, input.id);
  if (audit.status === 'draft') throw new DomainError(409, text.notSubmitted);
  if (audit.status === 'reviewed') throw new DomainError(409, text.alreadyReviewed);
  const today = isoDay();
  const latest = latestNextAudit(today);
  if (input.nextAuditOn <= today || input.nextAuditOn > latest) {
    throw validationError({ nextAuditOn: [fill(text.nextAuditBounds, { today: formatLongDate(today, locale), latest: formatLongDate(latest, locale), years: AUDIT_NEXT_MAX_YEARS })] });
  }
  const [company] = await deps.db.select({ nextAuditOn: companies.nextAuditOn }).from(companies).where(eq(companies.id, audit.companyId));
  const now = new Date();
  try {
    await deps.db.batch([
      deps.db
        .update(partnerAudits)
        .set({ status: 'reviewed', reviewScore: input.reviewScore, reviewNotes: input.notes, reviewedAt: now, reviewedBy: actor.id, nextAuditOn: input.nextAuditOn, updatedAt: now })
        .where(and(eq(partnerAudits.id, audit.id), eq(partnerAudits.status, 'submitted'))),
      auditInsert(deps, actor, {
        section: AUDITS_SECTION,
        recordId: guarded(String(audit.id)),
        action: 'update',
        changes: {
          status: ['submitted', 'reviewed'],
          reviewScore: [null, input.reviewScore],
          nextAuditOn: [company?.nextAuditOn ?? null, input.nextAuditOn],
          ...(input.notes ? { reviewNotes: [null, input.notes] } : {}),
        },
      }),
      deps.db.update(companies).set({ nextAuditOn: input.nextAuditOn }).where(eq(companies.id, audit.companyId)),
    ]);
  } catch (error) {
    if (!isGuardFailure(error)) throw error;
    throw new DomainError(409, text.alreadyReviewed);
  }
  return { id: audit.id, status: 'reviewed', reviewScore: input.reviewScore, nextAuditOn: input.nextAuditOn };
}
