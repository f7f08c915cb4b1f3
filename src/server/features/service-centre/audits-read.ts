import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/auth/policy';
import { addDays } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import type { Locale } from '../../../shared/locales';
import { AUDIT_ACTION_SOON_DAYS } from '../../../shared/service-centre/audits.schema';
import type { AuditActionState, AuditActionView, AuditDetail, AuditOverview, AuditQuestion } from '../../../shared/service-centre/audits.types';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { companies, partnerAuditActions, partnerAuditAnswers, partnerAudits, users } from '../../db/schema';
import { notFound } from '../../errors';
import { companyScope } from '../../scope';
import { activeQuestionRows, questionView, readFrozenQuestion } from './audit-questions';
import type { Ctx } from '../../service-context';

/**
 * A company's partner audits as /portal/audits/{id} and the back office read them (the portal's list is the audits
 * collection, features/service-centre/collections/portal-audits.ts): every portal role of the company reads them, an admin every company's.
 * Another company's audit is "not found".
 */
export function auditScope(actor: Actor): SQL | undefined {
  return companyScope(actor, partnerAudits.companyId);
}

/** Whether the actor writes audits (senior roles): starts them, edits drafts, adds and closes actions. */
export const canWriteAudits = (actor: Actor) => can(actor, 'portal:manage-company');

export function actionState(action: { dueOn: string | null; doneAt: Date | null }, today: string): AuditActionState {
  if (action.doneAt) return 'done';
  if (action.dueOn && action.dueOn < today) return 'overdue';
  if (action.dueOn && action.dueOn <= addDays(today, AUDIT_ACTION_SOON_DAYS)) return 'soon';
  return 'open';
}

const rowColumns = (today: string) => ({
  id: partnerAudits.id,
  companyName: companies.name,
  status: partnerAudits.status,
  auditedOn: partnerAudits.auditedOn,
  auditorName: partnerAudits.auditorName,
  score: partnerAudits.score,
  reviewScore: partnerAudits.reviewScore,
  // Counted per audit through the actions' audit index: a company has a handful of audits a year.
  openActions: sql<number>`(SELECT count(*) FROM ${partnerAuditActions} WHERE ${partnerAuditActions.auditId} = ${partnerAudits.id} AND ${partnerAuditActions.doneAt} IS NULL)`,
  overdueActions: sql<number>`(SELECT count(*) FROM ${partnerAuditActions} WHERE ${partnerAuditActions.auditId} = ${partnerAudits.id} AND ${partnerAuditActions.doneAt} IS NULL AND ${partnerAuditActions.dueOn} < ${today})`,
});

async function nextAuditOf(deps: AppDeps, companyId: number | null): Promise<string | null> {
  if (companyId === null) return null;
  const [company] = await deps.db.select({ nextAuditOn: companies.nextAuditOn }).from(companies).where(eq(companies.id, companyId));
  return company?.nextAuditOn ?? null;
}

/**
 * What /portal/audits shows beside its list: when the company's next audit is due (Voltara sets it when reviewing),
 * and whether the reader may start one. An admin belongs to no company: no date, and no audit to start here.
 */
export async function auditOverview(ctx: Ctx<'deps' | 'actor'>): Promise<AuditOverview> {
  const { deps, actor } = ctx;
  const allCompanies = actor.role === 'admin';
  return { allCompanies, nextAuditOn: await nextAuditOf(deps, allCompanies ? null : actor.companyId), canWrite: canWriteAudits(actor) };
}

/** The active questions of the settings, in the reader's language, in the settings' order (grouped by the screen). */
export async function activeAuditQuestions(ctx: Ctx<'deps' | 'locale'>): Promise<AuditQuestion[]> {
  const { deps, locale } = ctx;
  return (await activeQuestionRows(deps)).map((row) => questionView(row, locale));
}

export async function getAudit(deps: AppDeps, actor: Actor, id: number, locale: Locale): Promise<AuditDetail> {
  const today = isoDay();
  const [row] = await deps.db
    .select({
      ...rowColumns(today),
      companyId: partnerAudits.companyId,
      companyNextAuditOn: companies.nextAuditOn,
      summary: partnerAudits.summary,
      submittedAt: partnerAudits.submittedAt,
      reviewNotes: partnerAudits.reviewNotes,
      reviewedAt: partnerAudits.reviewedAt,
      reviewedBy: users.name,
      nextAuditOn: partnerAudits.nextAuditOn,
    })
    .from(partnerAudits)
    .leftJoin(companies, eq(companies.id, partnerAudits.companyId))
    .leftJoin(users, eq(users.id, partnerAudits.reviewedBy))
    .where(and(eq(partnerAudits.id, id), auditScope(actor)));
  if (!row) throw notFound('Audit');
  const canWrite = canWriteAudits(actor);
  const [answers, actions, questions] = await Promise.all([
    deps.db.select().from(partnerAuditAnswers).where(eq(partnerAuditAnswers.auditId, id)).orderBy(asc(partnerAuditAnswers.sort), asc(partnerAuditAnswers.id)),
    deps.db.select().from(partnerAuditActions).where(eq(partnerAuditActions.auditId, id)).orderBy(sql`${partnerAuditActions.dueOn} IS NULL`, asc(partnerAuditActions.dueOn), asc(partnerAuditActions.id)),
    row.status === 'draft' && canWrite ? activeAuditQuestions({ deps, locale }) : Promise.resolve([]),
  ]);
  const rated = answers.filter((answer) => answer.rating !== 'na');
  const { reviewNotes, reviewedAt, reviewedBy, nextAuditOn, ...audit } = row;
  return {
    ...audit,
    companyName: row.companyName ?? '',
    openActions: Number(row.openActions),
    overdueActions: Number(row.overdueActions),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    answers: answers.map((answer) => ({
      questionId: answer.questionId,
      category: answer.category,
      question: readFrozenQuestion(answer.question, locale),
      rating: answer.rating,
      comment: answer.comment,
    })),
    actions: actions.map(
      (action): AuditActionView => ({
        id: action.id,
        description: action.description,
        owner: action.owner,
        dueOn: action.dueOn,
        doneAt: action.doneAt?.toISOString() ?? null,
        state: actionState(action, today),
      }),
    ),
    points: { won: rated.reduce((sum, answer) => sum + Number(answer.rating), 0), possible: 2 * rated.length },
    questions,
    canWrite,
    review:
      row.status === 'reviewed' && reviewedAt && row.reviewScore !== null
        ? { score: row.reviewScore, notes: reviewNotes, reviewedAt: reviewedAt.toISOString(), reviewedBy: reviewedBy ?? '', nextAuditOn }
        : null,
  };
}
