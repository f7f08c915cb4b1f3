import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/auth/policy';
import type { Locale } from '../../../shared/locales';
import { ownerMayChange } from '../../../shared/returns/self-service';
import type { Actor } from '../../auth/actor';
import type { AuditAction } from '../../../shared/logs/audit.schema';
import type { AppDeps } from '../../deps';
import { returns } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { returnStatusWord } from '../../mail/return-templates';
import { fillTemplate } from '../../mail/text';

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
  const [row] = await deps.db.select().from(returns).where(and(eq(returns.id, id), returnsOwnedBy(actor)));
  if (!row) throw notFound('Return');
  return row;
}

type Refusal = 'cancel' | 'change' | 'alreadyCancelled';

const REFUSALS: Record<Locale, Record<Refusal, string>> = {
  en: {
    cancel: 'Return {rma} is {status}: a return can only be cancelled until the repair centre receives it. Please contact us instead.',
    change: 'Return {rma} is {status}: its tracking number and files can only be changed until the repair centre receives it.',
    alreadyCancelled: 'Return {rma} is already cancelled.',
  },
  de: {
    cancel: 'Rücksendung {rma} ist {status}: Eine Rücksendung kann nur storniert werden, bis das Servicezentrum sie erhält. Bitte wenden Sie sich stattdessen an uns.',
    change: 'Rücksendung {rma} ist {status}: Sendungsnummer und Dateien können nur geändert werden, bis das Servicezentrum sie erhält.',
    alreadyCancelled: 'Rücksendung {rma} ist bereits storniert.',
  },
  es: {
    cancel: 'La devolución {rma} está {status}: una devolución solo puede cancelarse hasta que el centro de reparación la recibe. Póngase en contacto con nosotros.',
    change: 'La devolución {rma} está {status}: su número de seguimiento y sus archivos solo pueden cambiarse hasta que el centro de reparación la recibe.',
    alreadyCancelled: 'La devolución {rma} ya está cancelada.',
  },
  fr: {
    cancel: 'Le retour {rma} est {status} : un retour ne peut être annulé que tant que le centre de réparation ne l’a pas reçu. Veuillez plutôt nous contacter.',
    change: 'Le retour {rma} est {status} : son numéro de suivi et ses fichiers ne peuvent être modifiés que tant que le centre de réparation ne l’a pas reçu.',
    alreadyCancelled: 'Le retour {rma} est déjà annulé.',
  },
  nl: {
    cancel: 'Retour {rma} is {status}: een retour kan alleen worden geannuleerd tot het servicecentrum het ontvangt. Neem in plaats daarvan contact met ons op.',
    change: 'Retour {rma} is {status}: het trackingnummer en de bestanden kunnen alleen worden gewijzigd tot het servicecentrum het ontvangt.',
    alreadyCancelled: 'Retour {rma} is al geannuleerd.',
  },
  pt: {
    cancel: 'A devolução {rma} está {status}: uma devolução só pode ser cancelada até o centro de reparação a receber. Contacte-nos em alternativa.',
    change: 'A devolução {rma} está {status}: o número de seguimento e os ficheiros só podem ser alterados até o centro de reparação a receber.',
    alreadyCancelled: 'A devolução {rma} já está cancelada.',
  },
};

/**
 * 409 with a message that says why, when the return has moved past what its owner may change. The client offers
 * none of these actions then; this is the server's own check (a stale page, another tab, a direct call).
 */
export function assertOwnerMayChange(row: Pick<OwnedReturn, 'status' | 'rmaNumber'>, action: 'cancel' | 'change', locale: Locale): void {
  if (ownerMayChange(row.status)) return;
  const key: Refusal = action === 'cancel' && row.status === 'cancelled' ? 'alreadyCancelled' : action;
  const message = fillTemplate(REFUSALS[locale][key], { rma: row.rmaNumber, status: returnStatusWord(row.status, locale) });
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
