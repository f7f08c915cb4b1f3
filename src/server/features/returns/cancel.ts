import { and, eq, sql } from 'drizzle-orm';
import { type Locale, localeOf } from '../../../shared/locales';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { companies, returns, users } from '../../db/schema';
import { notFound } from '../../errors';
import { returnCancelledDeskMail } from '../../mail/return-desk-templates';
import { returnStatusMail } from '../../mail/return-templates';
import { enquiryRecipient } from '../enquiries/recipients';
import { returnUrl } from './links';
import { assertOwnerMayChange, auditAfterChange, findOwnedReturn, type OwnedReturn } from './owner';
import { discardFilesOnceCancelled, filesToDiscard, removeDiscardedFiles } from './discard-files';
import { listReturnItems } from './read';
import type { Ctx } from '../../service-context';

/**
 * Returns go to Voltara's service desk, the address that receives calibration bookings (the `calibration` kind of the
 * enquiryRecipients setting, service@ by default): one mailbox sees bookings for service and what is called off.
 */
const SERVICE_DESK_KIND = 'calibration';

async function deskLocale(deps: AppDeps, address: string): Promise<Locale> {
  const [user] = await deps.db.select({ locale: users.locale }).from(users).where(eq(users.email, address.toLowerCase()));
  return localeOf(user?.locale);
}

const adminReturnUrl = (deps: AppDeps, id: number) => `${deps.env.APP_URL}/admin/rma/${id}`;

/** The desk is told after the change committed; a mail that cannot be queued is logged and never undoes it. */
async function tellServiceDesk(deps: AppDeps, actor: Actor, row: OwnedReturn): Promise<void> {
  try {
    const [to, [item], [company]] = await Promise.all([
      enquiryRecipient(deps, SERVICE_DESK_KIND),
      listReturnItems(deps, [row]),
      row.companyId === null ? Promise.resolve([]) : deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId)),
    ]);
    const facts = { rma: row.rmaNumber, by: `${actor.name} (${actor.email})`, company: company?.name ?? '', items: item?.items ?? [], adminUrl: adminReturnUrl(deps, row.id) };
    await deps.mailer.send(returnCancelledDeskMail(to, facts, await deskLocale(deps, to)));
  } catch (error: unknown) {
    deps.logger.error({ err: error, returnId: row.id }, 'service desk mail failed');
  }
}

/** The contact on the booking (the end customer for a partner's booking), else the booking account. */
async function customerAddress(deps: AppDeps, row: OwnedReturn): Promise<string | undefined> {
  const stored = (JSON.parse(row.details) as { details?: { email?: string } }).details?.email;
  if (stored) return stored;
  const [user] = row.userId ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId)) : [];
  return user?.email;
}

/**
 * The owner calls a return off before the parcel reached the repair centre (section 'rma' of the audit trail, as the
 * back office's own steps). The customer gets the usual status mail in the language they booked in, and the
 * service desk is told, so nobody waits for a parcel that will not come. The files the owner attached are deleted.
 */
export async function cancelOwnReturn(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: number }): Promise<{ id: number; status: 'cancelled' }> {
  const { deps, actor, locale } = ctx;
  const row = await findOwnedReturn(deps, actor, id);
  assertOwnerMayChange(row, 'cancel', locale);
  const at = Date.now();
  const files = await filesToDiscard(deps, row.id);
  // The step happens only from the status read above (a repair centre receiving the parcel at the same moment wins);
  // the history and audit rows follow it only when it happened (changes() = 1), all in one batch, and the files go
  // last, once it is cancelled (discard-files.ts).
  const [moved, , , discarded] = await deps.db.batch([
    deps.db
      .update(returns)
      .set({ status: 'cancelled' })
      .where(and(eq(returns.id, row.id), eq(returns.status, row.status)))
      .returning({ id: returns.id }),
    deps.db.run(sql`insert into return_events (return_id, status, note, by_user_id, created_at) select ${row.id}, 'cancelled', '', ${actor.id}, ${at} where changes() = 1`),
    auditAfterChange(deps, actor, row.id, 'update', { status: [row.status, 'cancelled'], ...files }),
    discardFilesOnceCancelled(deps, row.id),
  ]);
  await removeDiscardedFiles(deps, discarded);
  if (moved.length === 0) {
    const [now] = await deps.db.select().from(returns).where(eq(returns.id, row.id));
    assertOwnerMayChange({ rmaNumber: row.rmaNumber, status: now?.status ?? 'cancelled' }, 'cancel', locale);
    throw notFound('Return');
  }
  const to = await customerAddress(deps, row);
  const mailLocale: Locale = localeOf(row.locale);
  if (to) await deps.mailer.send(returnStatusMail(to, row.rmaNumber, 'cancelled', '', returnUrl(deps, row.id), mailLocale));
  await tellServiceDesk(deps, actor, row);
  return { id: row.id, status: 'cancelled' };
}
