import { asc, count, sql } from 'drizzle-orm';
import type { AdminCourseOverview, AdminCourseStats } from '../../../shared/courses/admin.types';
import { localizedField } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { courseEnrolments, courseQuestions, courses } from '../../db/schema';
import type { Ctx } from '../../service-context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Course id -> a count, from a grouped query. */
const byCourse = (rows: Array<{ courseId: number; n: number | null }>) => new Map(rows.map((row) => [Number(row.courseId), Number(row.n ?? 0)]));

async function questionCounts(deps: AppDeps): Promise<Map<number, number>> {
  const rows = await deps.db.select({ courseId: courseQuestions.courseId, n: count() }).from(courseQuestions).groupBy(courseQuestions.courseId);
  return byCourse(rows);
}

async function enrolmentCounts(deps: AppDeps): Promise<Map<number, number>> {
  const rows = await deps.db.select({ courseId: courseEnrolments.courseId, n: count() }).from(courseEnrolments).groupBy(courseEnrolments.courseId);
  return byCourse(rows);
}

interface AttemptFigures {
  course_id: number;
  submitted: number | null;
  passed_attempts: number | null;
  recent: number | null;
}

interface LearnerFigures {
  course_id: number;
  passed: number | null;
  failed: number | null;
}

/**
 * Attempt figures per course in one pass over the attempts: submitted and passed attempts, attempts started in the
 * last 30 days; and per learner (enrolment) whether any attempt passed, or attempts were submitted and none passed.
 */
async function attemptFigures(deps: AppDeps, since: number) {
  const [attempts, learners] = await Promise.all([
    deps.db.all<AttemptFigures>(sql`
      select course_id,
             sum(case when submitted_at is not null then 1 else 0 end) as submitted,
             sum(case when passed = 1 then 1 else 0 end) as passed_attempts,
             sum(case when started_at >= ${since} then 1 else 0 end) as recent
      from course_attempts group by course_id`),
    deps.db.all<LearnerFigures>(sql`
      select course_id, sum(any_passed) as passed, sum(case when any_passed = 0 and any_submitted = 1 then 1 else 0 end) as failed
      from (
        select course_id, enrolment_id,
               max(case when passed = 1 then 1 else 0 end) as any_passed,
               max(case when submitted_at is not null then 1 else 0 end) as any_submitted
        from course_attempts group by course_id, enrolment_id
      ) group by course_id`),
  ]);
  return {
    attempts: new Map(attempts.map((row) => [Number(row.course_id), row])),
    learners: new Map(learners.map((row) => [Number(row.course_id), row])),
  };
}

const rate = (passed: number, submitted: number) => (submitted === 0 ? null : Math.round((passed * 100) / submitted));

/** /admin/courses: per course its enrolments, learners passed and failed, pass rate, and recent attempts. */
export async function courseOverview(ctx: Ctx<'deps' | 'locale' | 'now'>): Promise<AdminCourseOverview> {
  const { deps, locale, now } = ctx;
  const [rows, questions, enrolments, figures] = await Promise.all([
    deps.db.select().from(courses).orderBy(asc(courses.sort), asc(courses.id)),
    questionCounts(deps),
    enrolmentCounts(deps),
    attemptFigures(deps, now.getTime() - 30 * DAY_MS),
  ]);
  let passedAttempts = 0;
  const list: AdminCourseStats[] = rows.map((course) => {
    const attempts = figures.attempts.get(course.id);
    const learners = figures.learners.get(course.id);
    const submitted = Number(attempts?.submitted ?? 0);
    const passed = Number(attempts?.passed_attempts ?? 0);
    passedAttempts += passed;
    return {
      id: course.id,
      title: localizedField(course, 'title', locale),
      published: course.published,
      questionCount: questions.get(course.id) ?? 0,
      enrolments: enrolments.get(course.id) ?? 0,
      passed: Number(learners?.passed ?? 0),
      failed: Number(learners?.failed ?? 0),
      passRate: rate(passed, submitted),
      submittedAttempts: submitted,
      attemptsLast30Days: Number(attempts?.recent ?? 0),
    };
  });
  const sum = (key: 'enrolments' | 'passed' | 'failed' | 'submittedAttempts' | 'attemptsLast30Days') =>
    list.reduce((total, course) => total + course[key], 0);
  const submittedAttempts = sum('submittedAttempts');
  return {
    courses: list,
    totals: {
      enrolments: sum('enrolments'),
      passed: sum('passed'),
      failed: sum('failed'),
      passRate: rate(passedAttempts, submittedAttempts),
      submittedAttempts,
      attemptsLast30Days: sum('attemptsLast30Days'),
    },
  };
}
