import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { courseEnrolments } from '../../db/schema';
import type { DomainError } from '../../errors';
import { auditInsert, type AuditActor } from '../logs/audit';
import { databaseErrorMatches } from '../users/rules';

/**
 * Enrols the learner on the course (the back office's enrolment and a partner manager's of a colleague): the row
 * records who made it and the learner's company, and commits with its audit entry in `section`. A learner already on
 * the course is `alreadyEnrolled()`, found first or refused by the unique (course, user) index when two people enrol
 * them at once. Answers the new enrolment's id.
 */
export async function insertEnrolment(
  deps: AppDeps,
  actor: AuditActor,
  { courseId, learner }: { courseId: number; learner: { id: string; companyId: number | null } },
  { section, alreadyEnrolled }: { section: string; alreadyEnrolled: () => DomainError },
): Promise<number> {
  const [existing] = await deps.db
    .select({ id: courseEnrolments.id })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, learner.id)));
  if (existing) throw alreadyEnrolled();
  const values = { courseId, userId: learner.id, enrolledBy: actor.id, companyId: learner.companyId };
  try {
    const [[row]] = await deps.db.batch([
      deps.db.insert(courseEnrolments).values(values).returning({ id: courseEnrolments.id }),
      auditInsert(deps, actor, {
        section,
        action: 'create',
        recordId: sql`cast(last_insert_rowid() as text)`,
        changes: sql`json_set(${JSON.stringify(values)}, '$.id', last_insert_rowid())`,
      }),
    ]);
    return row!.id;
  } catch (error) {
    if (databaseErrorMatches(error, /UNIQUE constraint failed: course_enrolments\./)) throw alreadyEnrolled();
    throw error;
  }
}
