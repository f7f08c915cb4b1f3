import { count, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { isErasedEmail } from '../../../shared/logs/gdpr.schema';
import type { AppDeps } from '../../deps';
import { sessions, users } from '../../db/schema';
import { notFound } from '../../errors';
import { disableWrites, enableWrites } from './access';
import { ruleError, withAdminGuard } from './rules';
import type { Ctx } from '../../service-context';

type Statement = BatchItem<'sqlite'>;

/** How many accounts a bulk action changed; the others were in that state already (or deleted, for enable). */
export interface BulkResult {
  changed: number;
}

/** The ticked accounts; an id that matches none answers 404 (the list is stale), before anything changes. */
async function loadTicked(deps: AppDeps, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await deps.db.select({ id: users.id, email: users.email, disabled: users.disabled }).from(users).where(inArray(users.id, unique));
  if (rows.length !== unique.length) throw notFound('User');
  return rows;
}

/**
 * "Disable selected": each account as "Disable account" disables one (disableWrites: the flag, its sessions ended,
 * an audit entry each), all in one batch, so either every ticked account is signed out or none is. Refused (422)
 * when the admin ticked themself. The actor stays an enabled admin, so the console always keeps one; the batch's
 * guard still checks it against a concurrent change.
 */
export async function disableUsers(ctx: Ctx<'deps' | 'actor' | 'locale'>, { ids }: { ids: readonly string[] }): Promise<BulkResult> {
  const { deps, actor, locale } = ctx;
  if (ids.includes(actor.id)) throw ruleError('disableSelf', locale);
  const targets = (await loadTicked(deps, ids)).filter((user) => !user.disabled);
  if (targets.length === 0) return { changed: 0 };
  const signedIn = new Map(
    (
      await deps.db
        .select({ userId: sessions.userId, n: count() })
        .from(sessions)
        .where(inArray(sessions.userId, targets.map((user) => user.id)))
        .groupBy(sessions.userId)
    ).map((row) => [row.userId, row.n]),
  );
  const writes: Statement[] = targets.flatMap((user) => disableWrites(deps, actor, user.id, signedIn.get(user.id) ?? 0));
  await withAdminGuard(locale, () => deps.db.batch(writes as [Statement, ...Statement[]]));
  return { changed: targets.length };
}

/** "Enable selected": the disabled ones among the ticked accounts, in one batch; deleted accounts stay disabled. */
export async function enableUsers(ctx: Ctx<'deps' | 'actor'>, { ids }: { ids: readonly string[] }): Promise<BulkResult> {
  const { deps, actor } = ctx;
  const targets = (await loadTicked(deps, ids)).filter((user) => user.disabled && !isErasedEmail(user.email));
  if (targets.length === 0) return { changed: 0 };
  const writes: Statement[] = targets.flatMap((user) => enableWrites(deps, actor, user.id));
  await deps.db.batch(writes as [Statement, ...Statement[]]);
  return { changed: targets.length };
}
