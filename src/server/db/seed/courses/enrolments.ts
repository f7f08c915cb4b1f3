import { inArray } from 'drizzle-orm';
import { addDays, addMonths } from '../../../../shared/certificates/states';
import { isoDay } from '../../../../shared/format/iso-days';
import type { AppDeps } from '../../../deps';
import { issueCourseCertificate } from '../../../features/courses/certificate';
import { courseAttempts, courseEnrolments, courseVideoProgress, users } from '../../schema';
import { sitting, type StoredQuestion } from './attempts';

/** A seeded course as the enrolments need it. */
export interface SeededCourse {
  id: number;
  passingScore: number;
  questionsPerAttempt: number | null;
  videoId: number;
  durationSeconds: number;
  questions: readonly StoredQuestion[];
}

/** One submitted attempt of a demo learner: the day, the time it started, minutes taken and right answers. */
interface AttemptPlan {
  on: string;
  at: string;
  minutes: number;
  right: number;
}

interface EnrolmentPlan {
  email: string;
  course: 'holiday' | 'spark';
  enrolledBy: string;
  enrolledOn: string;
  /** The first document or video opened; null: untouched. */
  startedOn: string | null;
  /** Seconds of the video watched; equal to its length: completed. */
  watched: number | 'all';
  attempts: readonly AttemptPlan[];
}

const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);

/**
 * The demo learners (DECISIONS.md): customer@demo.test passed the holiday detector course five months ago on the second
 * attempt (58 %, then 91 %) and holds its certificate, and is enrolled in the spark testing course without having
 * started it. Nordhavn's staff show the portal's staff view one pass with a certificate, one failure and one not started;
 * Iberia's junior has started the spark testing course. Everything is dated relative to today.
 */
function plans(today: string): EnrolmentPlan[] {
  const customerPass = addMonths(today, -5);
  const juniorPass = addMonths(today, -2);
  return [
    {
      email: 'customer@demo.test',
      course: 'holiday',
      enrolledBy: 'admin@demo.test',
      enrolledOn: addDays(customerPass, -10),
      startedOn: addDays(customerPass, -7),
      watched: 'all',
      attempts: [
        { on: addDays(customerPass, -1), at: '09:30', minutes: 22, right: 7 }, // 7 of 12: 58 %
        { on: customerPass, at: '14:05', minutes: 26, right: 11 }, // 11 of 12: 91 %
      ],
    },
    { email: 'customer@demo.test', course: 'spark', enrolledBy: 'admin@demo.test', enrolledOn: addDays(today, -12), startedOn: null, watched: 0, attempts: [] },
    {
      email: 'distributor-junior@demo.test',
      course: 'holiday',
      enrolledBy: 'distributor-senior@demo.test',
      enrolledOn: addDays(juniorPass, -14),
      startedOn: addDays(juniorPass, -9),
      watched: 'all',
      attempts: [{ on: juniorPass, at: '10:15', minutes: 19, right: 10 }], // 10 of 12: 83 %
    },
    {
      email: 'certified-junior@demo.test',
      course: 'spark',
      enrolledBy: 'distributor-senior@demo.test',
      enrolledOn: addDays(today, -30),
      startedOn: addDays(today, -21),
      watched: 'all',
      attempts: [{ on: addDays(today, -8), at: '13:40', minutes: 17, right: 6 }], // 6 of 10: 60 %
    },
    { email: 'distributor-junior-plus@demo.test', course: 'holiday', enrolledBy: 'distributor-senior@demo.test', enrolledOn: addDays(today, -3), startedOn: null, watched: 0, attempts: [] },
    { email: 'other-junior@demo.test', course: 'spark', enrolledBy: 'other-senior@demo.test', enrolledOn: addDays(today, -6), startedOn: addDays(today, -2), watched: 12, attempts: [] },
  ];
}

export async function seedEnrolments(deps: AppDeps, courses: Record<'holiday' | 'spark', SeededCourse>): Promise<void> {
  const { db } = deps;
  const today = isoDay();
  const all = plans(today);
  const emails = [...new Set(all.flatMap((plan) => [plan.email, plan.enrolledBy]))];
  const people = await db.select({ id: users.id, email: users.email, companyId: users.companyId }).from(users).where(inArray(users.email, emails));
  const byEmail = new Map(people.map((person) => [person.email, person]));

  for (const [index, plan] of all.entries()) {
    const learner = byEmail.get(plan.email);
    if (!learner) continue; // an account left out of the demo set: nothing to enrol
    const course = courses[plan.course];
    const sittings = plan.attempts.map((attempt, n) => ({
      plan: attempt,
      ...sitting(course.questions, course.questionsPerAttempt, attempt.right, 1000 + index * 10 + n),
    }));
    const last = sittings[sittings.length - 1];
    const passing = sittings.find((s) => s.score >= course.passingScore);
    const submittedAt = (s: (typeof sittings)[number]) => new Date(at(s.plan.on, s.plan.at).getTime() + s.plan.minutes * 60_000);
    const [enrolment] = await db
      .insert(courseEnrolments)
      .values({
        courseId: course.id,
        userId: learner.id,
        enrolledBy: byEmail.get(plan.enrolledBy)?.id ?? null,
        companyId: learner.companyId ?? null,
        startedAt: plan.startedOn ? at(plan.startedOn, '08:45') : null,
        lastScore: last?.score ?? null,
        lastAttemptAt: last ? submittedAt(last) : null,
        attemptCount: sittings.length,
        passedAt: passing ? submittedAt(passing) : null,
        createdAt: at(plan.enrolledOn, '16:20'),
      })
      .returning({ id: courseEnrolments.id });
    const enrolmentId = enrolment!.id;

    if (plan.startedOn && plan.watched !== 0) {
      const completed = plan.watched === 'all';
      await db.insert(courseVideoProgress).values({
        enrolmentId,
        videoId: course.videoId,
        positionSeconds: completed ? course.durationSeconds : Math.min(Number(plan.watched), course.durationSeconds),
        completed,
        updatedAt: at(plan.startedOn, '09:10'),
      });
    }
    if (sittings.length > 0) {
      await db.insert(courseAttempts).values(
        sittings.map((s) => ({
          enrolmentId,
          userId: learner.id,
          courseId: course.id,
          startedAt: at(s.plan.on, s.plan.at),
          drawn: JSON.stringify(s.drawn),
          answers: JSON.stringify(s.answers),
          submittedAt: submittedAt(s),
          score: s.score,
          passed: s.score >= course.passingScore,
        })),
      );
    }
    if (passing) {
      await issueCourseCertificate(deps, enrolmentId, { passedOn: passing.plan.on, score: passing.score, issuedBy: null, issuedOn: passing.plan.on });
    }
  }
}
