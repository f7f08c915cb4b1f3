import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/auth/policy';
import type { Locale } from '../../../shared/locales';
import { ownerMayChange } from '../../../shared/returns/self-service';
import type { Actor } from '../../auth/actor';
import type { AuditAction } from '../../../shared/logs/audit.schema';
import type { AppDeps } from '../../deps';
import { returns } from '../../db/schema';
import { DomainError } from '../../errors';
import { returnStatusWord } from '../../mail/return-templates';
import { fill, serverTexts } from '../../texts';
import { rowOr404 } from '../../db/one-row';

export type OwnedReturn = typeof returns.$inferSelect;

/**
 * The returns an actor owns and may act on: those they booked, and, for a partner, those their company booked for end
 * customers (DECISIONS.md: the return belongs to the booker's company). Unlike reading (read.ts returnsVisibleTo), an
 * admin owns only their own bookings here: the back office changes others' returns through its status steps.
 */
export function returnsOwnedBy(actor: Actor): SQL | undefined {
  const own = eq(returns.userId, actor.id);
  if (actor.role === 'admin' || actor.companyId === null || !can(actor, 'portal:access')) return own;
  return or(own, eq(returns.companyId, actor.companyId));
}

/** One return the actor owns; anyone else's, or an unknown id, is the same 404 (its existence is not revealed). */
export async function findOwnedReturn(deps: AppDeps, actor: Actor, id: number): Promise<OwnedReturn> {
  return rowOr404(deps, returns, and(eq(returns.id, id), returnsOwnedBy(actor)), 'Return');
}

/**
 * 409 with a message that says why, when the return has moved past what its owner may change. The client offers
 * none of these actions then; this is the server's own check (a stale page, another tab, a direct call).
 */
export function assertOwnerMayChange(row: Pick<OwnedReturn, 'status' | 'rmaNumber'>, action: 'cancel' | 'change', locale: Locale): void {
  if (ownerMayChange(row.status)) return;
  const key = action === 'cancel' && row.status === 'cancelled' ? 'alreadyCancelled' : action;
  const message = fill(serverTexts(locale).returns.owner[key], { rma: row.rmaNumber, status: returnStatusWord(row.status, locale) });
  throw new DomainError(409, message, { status: [message] });
}

/**
 * The audit entry of an owner's change to return `returnId` (section 'rma', as the back office's own), put in a batch
 * right after a conditional write: it is recorded only if that write changed a row (SQLite's changes()), so a write
 * that lost a race to the repair centre leaves no entry. auditInsert (features/logs/audit.ts) cannot carry a condition.
 */
export function auditAfterChange(deps: AppDeps, actor: Actor, returnId: number, action: AuditAction, changes: object) {
  return deps.db.run(
    sql`insert into audit_log (actor_id, actor_email, section, record_id, action, changes, created_at)
        select ${actor.id}, ${actor.email}, 'rma', ${String(returnId)}, ${action}, ${JSON.stringify(changes)}, ${Date.now()} where changes() = 1`,
  );
}
