import type { z } from 'zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CourseUserSearchSchema } from '../../../shared/courses/admin.schema';
import type { CourseUserOption } from '../../../shared/courses/admin.types';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { planSearch } from '../../db/search-index';
import { USERS_SEARCH } from '../admin-users/search';

/** Above this many matching users a term is searched by LIKE rather than the trigram index (see planSearch). */
export const USERS_SEARCH_CAP = 2000;
const USER_OPTIONS = 20;

/** The enrol dialog's suggestions: active users whose name or e-mail holds the typed text (2 characters or more). */
export async function searchCourseUsers(deps: AppDeps, { q }: z.output<typeof CourseUserSearchSchema>, locale: Locale): Promise<CourseUserOption[]> {
  const { condition } = await planSearch(deps.db, USERS_SEARCH, q, USERS_SEARCH_CAP);
  return deps.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(condition, eq(users.disabled, false)))
    .orderBy(asc(sql`${users.name} collate nocase`), asc(users.id))
    .limit(USER_OPTIONS);
}
