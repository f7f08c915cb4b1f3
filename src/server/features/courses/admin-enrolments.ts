import type { z } from 'zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CourseUserSearchSchema } from '../../../shared/courses/admin.schema';
import type { CourseUserOption } from '../../../shared/courses/admin.types';
import { users } from '../../db/schema';
import { planSearch } from '../../db/search-index';
import { USERS_SEARCH } from '../users/search';
import type { Ctx } from '../../service-context';

/** Above this many matching users a term is searched by LIKE rather than the trigram index (see planSearch). */
export const USERS_SEARCH_CAP = 2000;
const USER_OPTIONS = 20;

/** The enrol dialog's suggestions: active users whose name or e-mail holds the typed text (2 characters or more). */
export async function searchCourseUsers(ctx: Ctx<'deps' | 'locale'>, { q }: z.output<typeof CourseUserSearchSchema>): Promise<CourseUserOption[]> {
  const { deps } = ctx;
  const { condition } = await planSearch(deps.db, USERS_SEARCH, q, USERS_SEARCH_CAP);
  return deps.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(condition, eq(users.disabled, false)))
    .orderBy(asc(sql`${users.name} collate nocase`), asc(users.id))
    .limit(USER_OPTIONS);
}
