import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { ATTEMPT_TIMEOUT_MS } from '../../../shared/courses/enums';
import type { TestPageView } from '../../../shared/courses/learner.types';
import { localizedField } from '../../../shared/locales';
import { courseAttempts, courseQuestions } from '../../db/schema';
import { sheetOf } from './attempts';
import { myAttempt, myEnrolment, testAvailability } from './enrolment';
import type { Ctx } from '../../service-context';

/**
 * /account/courses/{id}/test, read only (docs/decisions/0018): the open attempt to resume, or the start screen with
 * what starting means and whether it is possible now. Loading, reloading or going back to the page never starts an
 * attempt or counts against the daily limit; only the `start` mutation (a button) does.
 */
export async function testPage(ctx: Ctx<'deps' | 'actor' | 'locale'>, { courseId }: { courseId: number }): Promise<TestPageView> {
  const { deps, actor, locale } = ctx;
  const mine = await myEnrolment(deps, actor, courseId);
  const test = await testAvailability(deps, mine);
  if (test.openAttemptId !== null) {
    const { attempt, course } = await myAttempt(deps, actor, test.openAttemptId);
    return { state: 'open', sheet: await sheetOf(deps, attempt, course, locale) };
  }
  const [questions, latest] = await Promise.all([
    deps.db.select({ n: count() }).from(courseQuestions).where(eq(courseQuestions.courseId, courseId)),
    deps.db
      .select({ id: courseAttempts.id })
      .from(courseAttempts)
      .where(and(eq(courseAttempts.enrolmentId, mine.enrolment.id), isNotNull(courseAttempts.submittedAt)))
      .orderBy(desc(courseAttempts.submittedAt), desc(courseAttempts.id))
      .limit(1),
  ]);
  const inBank = Number(questions[0]?.n ?? 0);
  const { course } = mine;
  return {
    state: 'ready',
    intro: {
      courseId,
      courseTitle: localizedField(course, 'title', locale),
      questionCount: course.questionsPerAttempt ? Math.min(course.questionsPerAttempt, inBank) : inBank,
      passingScore: course.passingScore,
      minutesAllowed: ATTEMPT_TIMEOUT_MS / 60_000,
      test,
      latestResultId: latest[0]?.id ?? null,
    },
  };
}
