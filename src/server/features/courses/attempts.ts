import { and, eq, isNull, sql } from 'drizzle-orm';
import { ATTEMPT_TIMEOUT_MS } from '../../../shared/courses/enums';
import type { AttemptSubmit } from '../../../shared/courses/attempt.schema';
import type { AttemptResult, AttemptSheet, AttemptView } from '../../../shared/courses/learner.types';
import { formatDateTime } from '../../../shared/format';
import { localizedField, type Locale } from '../../../shared/locales';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { courseAttempts, courseEnrolments, courses } from '../../db/schema';
import { DomainError, validationError } from '../../errors';
import { issueCourseCertificate } from './certificate';
import { parseDrawn, scoreOf, type Drawn, type Submitted } from './drawn';
import { findOpenAttempt, myAttempt, myEnrolment, testAvailability, windowStart, type AttemptRow } from './enrolment';
import { drawAttempt, loadTexts, sheetQuestions } from './question-bank';
import { attemptResult } from './results';
import type { Ctx } from '../../service-context';
import { fill, serverTexts } from '../../texts';
import { isoDay } from '../../../shared/format/iso-days';

const isTimedOut = (attempt: AttemptRow, now: Date) => attempt.startedAt.getTime() <= now.getTime() - ATTEMPT_TIMEOUT_MS;

/** Refuses anything but an open attempt: submitted once, never after "Exit test" or its timeout. */
function assertOpen(attempt: AttemptRow, now: Date, locale: Locale): void {
  const text = serverTexts(locale).courses.learner;
  if (attempt.submittedAt) throw new DomainError(409, text.alreadySubmitted);
  if (attempt.abandonedAt || isTimedOut(attempt, now)) throw new DomainError(409, text.attemptClosed);
}

export async function sheetOf(deps: AppDeps, attempt: AttemptRow, course: typeof courses.$inferSelect, locale: Locale): Promise<AttemptSheet> {
  const drawn = parseDrawn(attempt.drawn);
  const texts = await loadTexts(deps, drawn);
  return {
    attemptId: attempt.id,
    courseId: course.id,
    courseTitle: localizedField(course, 'title', locale),
    startedAt: attempt.startedAt.toISOString(),
    closesAt: new Date(attempt.startedAt.getTime() + ATTEMPT_TIMEOUT_MS).toISOString(),
    questions: sheetQuestions(drawn, texts, locale),
  };
}

/**
 * Starts the test, or resumes the open attempt (a reload or a second tab gets the same questions, never a fresh
 * draw). A new attempt counts from this moment. The insert itself re-checks "no open attempt" and "under the limit",
 * so two tabs pressing Start together make one attempt.
 */
export async function startAttempt(ctx: Ctx<'deps' | 'actor' | 'locale'>, { courseId }: { courseId: number }): Promise<AttemptSheet> {
  const { deps, actor, locale } = ctx;
  const now = new Date();
  const mine = await myEnrolment(deps, actor, courseId);
  const availability = await testAvailability(deps, mine, now);
  const text = serverTexts(locale).courses.learner;
  if (!availability.openAttemptId) {
    if (availability.reason === 'passed') throw new DomainError(409, text.alreadyPassed);
    if (availability.reason === 'no-questions') throw new DomainError(409, text.noQuestions);
    if (availability.reason === 'limit') throw limitReached(availability.nextAllowedAt!, now, locale);
    await insertAttempt(deps, mine.enrolment, actor, await drawAttempt(deps, courseId, mine.course.questionsPerAttempt), now);
  }
  const open = await findOpenAttempt(deps, mine.enrolment.id, now);
  if (!open) {
    // The conditional insert found the limit reached by a concurrent start.
    const after = await testAvailability(deps, mine, now);
    throw limitReached(after.nextAllowedAt ?? now.toISOString(), now, locale);
  }
  const { attempt, course } = await myAttempt(deps, actor, open.id);
  return sheetOf(deps, attempt, course, locale);
}

/** A moment as the learner reads it in a message: date and time in UTC, named, in their language. */
const momentText = (at: Date, locale: Locale): string => formatDateTime(at, locale, { long: true, timeZone: 'UTC', showZone: true });

function limitReached(nextAllowedAt: string, now: Date, locale: Locale): DomainError {
  const at = new Date(nextAllowedAt);
  const seconds = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
  return new DomainError(429, fill(serverTexts(locale).courses.learner.limitReached, { when: momentText(at, locale) }), undefined, seconds);
}

async function insertAttempt(deps: AppDeps, enrolment: typeof courseEnrolments.$inferSelect, actor: Actor, drawn: Drawn, now: Date) {
  const since = windowStart(enrolment, now).getTime();
  const openSince = now.getTime() - ATTEMPT_TIMEOUT_MS;
  await deps.db.batch([
    deps.db.run(sql`
      INSERT INTO course_attempts (enrolment_id, user_id, course_id, started_at, drawn)
      SELECT ${enrolment.id}, ${actor.id}, ${enrolment.courseId}, ${now.getTime()}, ${JSON.stringify(drawn)}
      WHERE NOT EXISTS (
          SELECT 1 FROM course_attempts
          WHERE enrolment_id = ${enrolment.id} AND submitted_at IS NULL AND abandoned_at IS NULL AND started_at > ${openSince})
        AND (SELECT count(*) FROM course_attempts WHERE enrolment_id = ${enrolment.id} AND started_at > ${since})
          < (SELECT attempts_per_day FROM courses WHERE id = ${enrolment.courseId})`),
    deps.db
      .update(courseEnrolments)
      .set({
        attemptCount: sql`(SELECT count(*) FROM course_attempts WHERE enrolment_id = ${enrolment.id})`,
        startedAt: sql`coalesce(${courseEnrolments.startedAt}, ${now.getTime()})`,
      })
      .where(eq(courseEnrolments.id, enrolment.id)),
  ]);
}

/**
 * One attempt as its page finds it, changing nothing: an open attempt's sheet again (a reload resumes the same
 * questions), a submitted attempt's results (Back or a reload after submitting shows them, never a fresh attempt), or
 * that it was closed unscored.
 */
export async function readAttempt(ctx: Ctx<'deps' | 'actor' | 'locale'>, { attemptId }: { attemptId: number }): Promise<AttemptView> {
  const { deps, actor, locale } = ctx;
  const { attempt, course } = await myAttempt(deps, actor, attemptId);
  if (attempt.submittedAt) return { state: 'submitted', result: await attemptResult(ctx, { attemptId: attempt.id }) };
  if (attempt.abandonedAt || isTimedOut(attempt, new Date())) {
    const reason = attempt.abandonedAt ? 'exited' : 'timed-out';
    return { state: 'closed', courseId: course.id, courseTitle: localizedField(course, 'title', locale), reason };
  }
  return { state: 'open', sheet: await sheetOf(deps, attempt, course, locale) };
}

/** Checks a submission against the attempt's own questions and answers: nothing foreign, nothing twice. */
function submittedAnswers(drawn: Drawn, input: AttemptSubmit, locale: Locale): Submitted {
  const text = serverTexts(locale).courses.learner;
  const byQuestion = new Map(drawn.map((item) => [item.q, new Set(item.a)]));
  const out: Submitted = {};
  for (const { questionId, answerIds } of input.answers) {
    const allowed = byQuestion.get(questionId);
    if (!allowed || answerIds.some((id) => !allowed.has(id))) throw validationError({ answers: [text.foreignAnswers] });
    if (out[String(questionId)]) throw validationError({ answers: [text.duplicateQuestion] });
    out[String(questionId)] = [...new Set(answerIds)];
  }
  return out;
}

/**
 * Scores a submission on the server from the attempt's frozen questions, once: the update only touches an attempt
 * still open, so a second submission (a double click, a second tab) changes nothing and is refused. A pass issues the
 * training certificate (superseding an earlier one when this is a renewal).
 */
export async function submitAttempt(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: AttemptSubmit): Promise<AttemptResult> {
  const { deps, actor, locale } = ctx;
  const now = new Date();
  const { attempt, course } = await myAttempt(deps, actor, input.attemptId);
  assertOpen(attempt, now, locale);
  const drawn = parseDrawn(attempt.drawn);
  const answers = submittedAnswers(drawn, input, locale);
  const { score } = scoreOf(drawn, answers);
  const passed = score >= course.passingScore;
  const done = await deps.db
    .update(courseAttempts)
    .set({ submittedAt: now, answers: JSON.stringify(answers), score, passed })
    .where(and(eq(courseAttempts.id, attempt.id), isNull(courseAttempts.submittedAt), isNull(courseAttempts.abandonedAt)));
  if (done.rowsAffected === 0) throw new DomainError(409, serverTexts(locale).courses.learner.alreadySubmitted);
  const [enrolment] = await deps.db
    .update(courseEnrolments)
    .set({ lastScore: score, lastAttemptAt: now, ...(passed ? { passedAt: now } : {}) })
    .where(eq(courseEnrolments.id, attempt.enrolmentId))
    .returning();
  if (passed && enrolment) {
    await issueCourseCertificate(deps, enrolment.id, {
      passedOn: isoDay(now),
      score,
      issuedBy: null,
      ...(enrolment.certificateId ? { supersedes: enrolment.certificateId } : {}),
    });
  }
  return attemptResult(ctx, { attemptId: attempt.id });
}

/** "Exit test": the attempt is closed unscored (it still counts towards the limit); nothing half-scored is kept. */
export async function abandonAttempt(ctx: Ctx<'deps' | 'actor' | 'locale'>, { attemptId }: { attemptId: number }): Promise<{ ok: true }> {
  const { deps, actor, locale } = ctx;
  const { attempt } = await myAttempt(deps, actor, attemptId);
  if (attempt.submittedAt) throw new DomainError(409, serverTexts(locale).courses.learner.alreadySubmitted);
  if (!attempt.abandonedAt) {
    await deps.db
      .update(courseAttempts)
      .set({ abandonedAt: new Date() })
      .where(and(eq(courseAttempts.id, attempt.id), isNull(courseAttempts.submittedAt)));
  }
  return { ok: true };
}
