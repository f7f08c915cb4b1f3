import type { z } from 'zod';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { GdprUserSearchInputSchema, isErasedEmail, type GdprSubject } from '../../../../shared/logs/gdpr.schema';
import type { AppDeps } from '../../../deps';
import { users } from '../../../db/schema';
import type { Ctx } from '../../../service-context';
import { rowOr404 } from '../../../db/one-row';

export type UserRow = typeof users.$inferSelect;

export const toSubject = (row: UserRow): GdprSubject => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  disabled: row.disabled,
  erased: isErasedEmail(row.email),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Accounts whose e-mail starts with what the admin typed (at most 10): a range on the unique e-mail index, so the
 * look-up stays an index seek however many accounts there are. Addresses are stored lower case.
 */
export async function findGdprSubjects(ctx: Ctx<'deps' | 'locale'>, { email }: z.output<typeof GdprUserSearchInputSchema>): Promise<GdprSubject[]> {
  const { deps } = ctx;
  const rows = await deps.db
    .select()
    .from(users)
    .where(and(gte(users.email, email), lt(users.email, `${email}\u{10ffff}`)))
    .orderBy(asc(users.email))
    .limit(10);
  return rows.map(toSubject);
}

export async function loadSubject(deps: AppDeps, userId: string): Promise<UserRow> {
  return rowOr404(deps, users, eq(users.id, userId), 'User');
}
