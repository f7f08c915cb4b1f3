import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { foldProspect } from '../../../shared/portal/leads.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { profiles, sales, serials } from '../../db/schema';

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

const UNSOLD = new Set<SerialRow['status']>(['built', 'in-stock', 'scrapped']);

/** Shortest folded name that can identify anyone: "AB" or "X" match far too much. */
const MIN_NAME_KEY = 3;

/** The latest sale recorded for each serial (a partner's sales list is where the end customer is named). */
async function latestSales(deps: AppDeps, serialIds: number[]): Promise<Map<number, { companyId: number; customerName: string }>> {
  if (serialIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ serialId: sales.serialId, companyId: sales.companyId, customerName: sales.customerName })
    .from(sales)
    .where(inArray(sales.serialId, serialIds))
    .orderBy(desc(sales.soldOn), desc(sales.id));
  const latest = new Map<number, { companyId: number; customerName: string }>();
  for (const row of rows) if (row.serialId !== null && !latest.has(row.serialId)) latest.set(row.serialId, row);
  return latest;
}

/** The names an account goes by, folded as lead names are: its own name, its profile's name and company. */
async function namesOf(deps: AppDeps, actor: Actor): Promise<Set<string>> {
  const [profile] = await deps.db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, companyName: profiles.companyName })
    .from(profiles)
    .where(eq(profiles.userId, actor.id));
  const names = [actor.name, profile ? `${profile.firstName} ${profile.lastName}` : '', profile?.companyName ?? ''];
  return new Set(names.map(foldProspect).filter((key) => key.length >= MIN_NAME_KEY));
}

/** The end customers (seller and folded name) of the instruments the account already owns. */
async function ownedEndCustomers(deps: AppDeps, actor: Actor): Promise<Set<string>> {
  const rows = await deps.db
    .select({ companyId: serials.companyId, soldTo: serials.soldTo, saleCompany: sales.companyId, saleCustomer: sales.customerName })
    .from(serials)
    .leftJoin(sales, eq(sales.serialId, serials.id))
    .where(and(eq(serials.ownerId, actor.id), or(isNotNull(serials.companyId), isNotNull(sales.id))))
    .limit(1000);
  const keys = new Set<string>();
  for (const row of rows) {
    if (row.saleCompany !== null && row.saleCustomer) keys.add(`${row.saleCompany}|${foldProspect(row.saleCustomer)}`);
    if (row.companyId !== null && row.soldTo) keys.add(`${row.companyId}|${foldProspect(row.soldTo)}`);
  }
  return keys;
}

/** The standing of each serial for the actor, by serial id. */
export async function standingsOf(deps: AppDeps, actor: Actor, rows: readonly SerialRow[]): Promise<Map<number, ClaimStanding>> {
  const standings = new Map<number, ClaimStanding>();
  const sold = await latestSales(deps, rows.map((row) => row.id));
  let names: Set<string> | null = null;
  let owned: Set<string> | null = null;
  for (const row of rows) {
    const sale = sold.get(row.id);
    if (row.ownerId === actor.id) standings.set(row.id, { kind: 'own' });
    else if (row.ownerId !== null) standings.set(row.id, { kind: 'taken' });
    else if (UNSOLD.has(row.status) && !sale) standings.set(row.id, { kind: 'stock' });
    else {
      // The sales list names the end customer; the serial's own record is the fallback (an admin's entry, older data).
      const companyId = sale?.companyId ?? row.companyId;
      const endCustomer = (sale?.customerName || row.soldTo).trim();
      const key = foldProspect(endCustomer);
      if (!endCustomer || key.length === 0) {
        standings.set(row.id, { kind: 'free' });
        continue;
      }
      names ??= await namesOf(deps, actor);
      owned ??= await ownedEndCustomers(deps, actor);
      const matches = names.has(key) || owned.has(`${companyId ?? ''}|${key}`);
      standings.set(row.id, matches ? { kind: 'end-customer', companyId, endCustomer } : { kind: 'confirm', companyId, endCustomer });
    }
  }
  return standings;
}

/** A serial the search may show to the actor: one they can register, claim, or already own. */
export const searchable = (standing: ClaimStanding | undefined) => standing !== undefined && standing.kind !== 'stock' && standing.kind !== 'taken';
