import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { foldProspect } from '../../../shared/leads/leads.schema';
import type { RegistrationBasis } from '../../../shared/serials/claims.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { registrations, sales, serials, users } from '../../db/schema';

/**
 * Whether an account may register an instrument, and how (docs/decisions/0030):
 * - `stock`: built or in stock, sold to nobody (or scrapped): nobody registers it, and it is answered as unknown;
 * - `taken`: another account owns it;  `own`: the account owns it already;
 * - `free`: sold to nobody in particular (by Voltara, or by a partner who named no end customer): registers at once;
 * - `end-customer`: sold to a named end customer whom the account matches: registers at once;
 * - `confirm`: sold to a named end customer the account does not match: the claim waits for the seller (or Voltara).
 */
export type ClaimStanding = { kind: 'stock' | 'taken' | 'own' | 'free' } | SoldToNamed<'end-customer'> | SoldToNamed<'confirm'>;

/** Sold to a named end customer: who sold it (null: Voltara) and whom to. */
export interface SoldToNamed<Kind extends 'end-customer' | 'confirm'> {
  kind: Kind;
  companyId: number | null;
  endCustomer: string;
}

type SerialRow = Pick<typeof serials.$inferSelect, 'id' | 'status' | 'ownerId' | 'companyId' | 'soldTo'>;
type LatestSale = { companyId: number; customerName: string; customerEmail: string };

const UNSOLD = new Set<SerialRow['status']>(['built', 'in-stock', 'scrapped']);

/**
 * The ownerships that make an account a known customer of its seller: registered as the matching end customer, or a
 * claim the seller (or Voltara) confirmed. A direct registration proves nothing about whom a partner sold to, and a
 * transfer is a second-hand owner, not the partner's customer.
 */
const VOUCHED_BASES: readonly RegistrationBasis[] = ['end-customer', 'confirmed'];

/** The latest sale recorded for each serial (a partner's sales list is where the end customer is named). */
async function latestSales(deps: AppDeps, serialIds: number[]): Promise<Map<number, LatestSale>> {
  if (serialIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ serialId: sales.serialId, companyId: sales.companyId, customerName: sales.customerName, customerEmail: sales.customerEmail })
    .from(sales)
    .where(inArray(sales.serialId, serialIds))
    .orderBy(desc(sales.soldOn), desc(sales.id));
  const latest = new Map<number, LatestSale>();
  for (const row of rows) if (row.serialId !== null && !latest.has(row.serialId)) latest.set(row.serialId, row);
  return latest;
}

/**
 * Whom an instrument was sold to: the sales list names the end customer; the serial's own record is the fallback (an
 * admin's entry, older data). An empty name: sold to nobody in particular.
 */
function soldToOf(row: SerialRow, sale: LatestSale | undefined): { companyId: number | null; endCustomer: string; key: string } {
  const companyId = sale?.companyId ?? row.companyId;
  const endCustomer = (sale?.customerName || row.soldTo).trim();
  return { companyId, endCustomer, key: `${companyId ?? ''}|${foldProspect(endCustomer)}` };
}

/**
 * The account's e-mail, lower-cased, when its address is confirmed (sign-up's link, a reset or an invitation): only an
 * address the account has shown it receives mail at can stand for the end customer the seller wrote down.
 */
async function confirmedEmailOf(deps: AppDeps, actor: Actor): Promise<string | null> {
  const [row] = await deps.db.select({ email: users.email, confirmed: users.emailVerified }).from(users).where(eq(users.id, actor.id));
  return row?.confirmed ? row.email.trim().toLowerCase() : null;
}

/** The end customers (seller and folded name) of the instruments the account owns as a vouched-for customer. */
async function ownedEndCustomers(deps: AppDeps, actor: Actor): Promise<Set<string>> {
  const owned = await deps.db
    .select({ id: serials.id, status: serials.status, ownerId: serials.ownerId, companyId: serials.companyId, soldTo: serials.soldTo })
    .from(serials)
    .innerJoin(registrations, and(eq(registrations.serialId, serials.id), eq(registrations.userId, actor.id), isNull(registrations.endedAt)))
    .where(and(eq(serials.ownerId, actor.id), inArray(registrations.basis, [...VOUCHED_BASES])))
    .limit(1000);
  const sold = await latestSales(deps, owned.map((row) => row.id));
  const keys = new Set<string>();
  for (const row of owned) {
    const soldTo = soldToOf(row, sold.get(row.id));
    if (soldTo.endCustomer) keys.add(soldTo.key);
  }
  return keys;
}

/**
 * The standing of each serial for the actor, by serial id. The account matches a named end customer only through what
 * the seller wrote or confirmed, never through names the claimant typed into their own profile (docs/decisions/0030):
 * the sale's end-customer e-mail is the account's confirmed address, or the account already owns, as a matched or
 * confirmed customer, an instrument the same company sold to the same end customer.
 */
export async function standingsOf(deps: AppDeps, actor: Actor, rows: readonly SerialRow[]): Promise<Map<number, ClaimStanding>> {
  const standings = new Map<number, ClaimStanding>();
  const sold = await latestSales(deps, rows.map((row) => row.id));
  let email: string | null | undefined;
  let owned: Set<string> | undefined;
  for (const row of rows) {
    const sale = sold.get(row.id);
    if (row.ownerId === actor.id) standings.set(row.id, { kind: 'own' });
    else if (row.ownerId !== null) standings.set(row.id, { kind: 'taken' });
    else if (UNSOLD.has(row.status) && !sale) standings.set(row.id, { kind: 'stock' });
    else {
      const { companyId, endCustomer, key } = soldToOf(row, sale);
      if (!endCustomer || foldProspect(endCustomer).length === 0) {
        standings.set(row.id, { kind: 'free' });
        continue;
      }
      if (email === undefined) email = await confirmedEmailOf(deps, actor);
      const recorded = sale?.customerEmail.trim().toLowerCase() ?? '';
      let matches = email !== null && recorded !== '' && recorded === email;
      if (!matches) {
        owned ??= await ownedEndCustomers(deps, actor);
        matches = owned.has(key);
      }
      standings.set(row.id, matches ? { kind: 'end-customer', companyId, endCustomer } : { kind: 'confirm', companyId, endCustomer });
    }
  }
  return standings;
}

/** A serial the search may show to the actor: one they can register, claim, or already own. */
export const searchable = (standing: ClaimStanding | undefined) => standing !== undefined && standing.kind !== 'stock' && standing.kind !== 'taken';
