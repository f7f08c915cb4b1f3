import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { CourseCreateSchema } from '../../../shared/courses/admin.schema';
import { courses } from '../../db/schema';
import { auditInsert } from '../logs/audit';
import { COURSES_AUDIT_SECTION } from './admin-course-save';
import type { Ctx } from '../../service-context';

/**
 * /admin/courses/courses: a new course from its English title, unpublished, last in the order, with the table's
 * defaults (80 % to pass, 3 attempts a day, valid 24 months); the rest is filled in on its edit page.
 */
export async function createCourse(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof CourseCreateSchema>): Promise<{ id: number }> {
  const { deps, actor } = ctx;
  const [inserted] = await deps.db.batch([
    deps.db
      .insert(courses)
      .values({ title_EN: data.title_EN, published: false, sort: sql`(select coalesce(max(sort), -1) + 1 from courses)` })
      .returning({ id: courses.id }),
    // last_insert_rowid() is the new course's id here: the entry is written in the same batch, right after it.
    auditInsert(deps, actor, {
      section: COURSES_AUDIT_SECTION,
      recordId: sql`cast(last_insert_rowid() as text)`,
      action: 'create',
      changes: sql`json_object('id', last_insert_rowid(), 'title_EN', ${data.title_EN}, 'published', json('false'))`,
    }),
  ]);
  return { id: inserted[0]!.id };
}
