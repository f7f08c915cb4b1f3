import { and, eq, inArray, ne } from 'drizzle-orm';
import { localeOf, localizedField, type Locale } from '../../../shared/locales';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { products, serialClaims, serials, users } from '../../db/schema';
import { claimMail } from '../../mail/claim-templates';
import { joinedAndActive } from '../companies/mail-recipients';
import type { SoldToNamed } from './claim-policy';
import type { Claimant } from './claimant';
import { serverTexts } from '../../texts';

/** The roles of a partner company that confirm its customers' claims (the portal's senior users). */
export const CLAIM_CONFIRMER_ROLES = ['distributor-senior', 'certified-senior'] as const;

type SerialRow = typeof serials.$inferSelect;
type Waiting = { row: SerialRow; standing: SoldToNamed<'confirm'> };

/** The product's name of each serial, in one language. */
async function productNames(deps: AppDeps, serialIds: number[], locale: Locale): Promise<Map<number, string>> {
  if (serialIds.length === 0) return new Map();
  const rows = await deps.db.select({ id: serials.id, product: products }).from(serials).innerJoin(products, eq(products.id, serials.productId)).where(inArray(serials.id, serialIds));
  return new Map(rows.map((row) => [row.id, localizedField(row.product, 'name', locale)]));
}

/**
 * Claims that wait for the seller (or Voltara): one per instrument and account (claiming again changes nothing and
 * mails nobody twice). The claimant is told by mail that it waits; whoever confirms is asked to.
 */
export async function requestConfirmation(deps: AppDeps, actor: Actor, waiting: readonly Waiting[], purchaseDate: string, claimant: Claimant): Promise<void> {
  if (waiting.length === 0) return;
  const created = await deps.db
    .insert(serialClaims)
    .values(waiting.map(({ row, standing }) => ({ serialId: row.id, userId: actor.id, companyId: standing.companyId, endCustomer: standing.endCustomer, purchaseDate, ...claimant })))
    .onConflictDoNothing()
    .returning({ id: serialClaims.id, serialId: serialClaims.serialId, companyId: serialClaims.companyId, endCustomer: serialClaims.endCustomer });
  if (created.length === 0) return;
  const byId = new Map(waiting.map(({ row }) => [row.id, row]));
  const names = await productNames(deps, created.map((c) => c.serialId), actor.locale);
  await deps.mailer.sendAll(
    created.map((claim) =>
      claimMail('waiting', actor.email, { name: claimant.claimantName, serial: byId.get(claim.serialId)?.number ?? '', product: names.get(claim.serialId) ?? '', url: `${deps.env.APP_URL}/account/products` }, actor.locale),
    ),
  );
  for (const claim of created) await askToConfirm(deps, claim, byId.get(claim.serialId)?.number ?? '', claimant);
}

/** The people who decide a claim: the selling company's senior users who joined, or Voltara's admins. */
async function confirmersOf(deps: AppDeps, companyId: number | null) {
  const who = companyId === null ? eq(users.role, 'admin') : and(eq(users.companyId, companyId), inArray(users.role, [...CLAIM_CONFIRMER_ROLES]));
  return deps.db.select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(and(who, joinedAndActive()));
}

async function askToConfirm(deps: AppDeps, claim: { id: number; serialId: number; companyId: number | null; endCustomer: string }, serial: string, claimant: Claimant) {
  const recipients = await confirmersOf(deps, claim.companyId);
  if (recipients.length === 0) return;
  const url = `${deps.env.APP_URL}${claim.companyId === null ? `/admin/serials/${claim.serialId}` : '/portal/serials'}`;
  const messages = [];
  for (const recipient of recipients) {
    const locale = localeOf(recipient.locale);
    const [product] = (await productNames(deps, [claim.serialId], locale)).values();
    messages.push(
      claimMail(
        'toConfirm',
        recipient.email,
        {
          name: recipient.name,
          serial,
          product: product ?? '',
          url,
          claimant: claimant.claimantName,
          email: claimant.claimantEmail,
          company: claimant.claimantCompany,
          address: claimant.claimantAddress,
          endCustomer: claim.endCustomer,
        },
        locale,
      ),
    );
  }
  await deps.mailer.sendAll(messages);
}

/** Tells a claimant the decision on their claim, in their language. */
export async function tellClaimant(deps: AppDeps, claim: { userId: string; serialId: number }, kind: 'confirmed' | 'refused', reason: string | ((locale: Locale) => string)): Promise<void> {
  const [row] = await deps.db
    .select({ email: users.email, name: users.name, locale: users.locale, number: serials.number })
    .from(users)
    .innerJoin(serials, eq(serials.id, claim.serialId))
    .where(eq(users.id, claim.userId));
  if (!row) return;
  const locale = localeOf(row.locale);
  const [product] = (await productNames(deps, [claim.serialId], locale)).values();
  const url = `${deps.env.APP_URL}${kind === 'confirmed' ? '/account/products' : '/contact'}`;
  const why = typeof reason === 'function' ? reason(locale) : reason;
  await deps.mailer.send(claimMail(kind, row.email, { name: row.name, serial: row.number, product: product ?? '', url, reason: why }, locale));
}

/**
 * Closes the claims still waiting on instruments that now have an owner (registered by the matching account, another
 * claim confirmed, a transfer), and tells each claimant their claim was not confirmed.
 */
export async function supersedeWaitingClaims(deps: AppDeps, serialIds: readonly number[], exceptClaimId: number | null): Promise<void> {
  if (serialIds.length === 0) return;
  const closed = await deps.db
    .update(serialClaims)
    .set({ status: 'superseded', decidedAt: new Date() })
    .where(and(inArray(serialClaims.serialId, [...serialIds]), eq(serialClaims.status, 'pending'), exceptClaimId === null ? undefined : ne(serialClaims.id, exceptClaimId)))
    .returning({ userId: serialClaims.userId, serialId: serialClaims.serialId });
  for (const claim of closed) await tellClaimant(deps, claim, 'refused', (locale) => serverTexts(locale).serials.claims.superseded);
}
