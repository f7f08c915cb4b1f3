import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { type Locale, localeOf } from '../../../shared/locales';
import { RETURN_TRANSITIONS } from '../../../shared/returns/enums';
import { ReturnStatusChangeSchema } from '../../../shared/returns/return.schema';
import { returnEvents, returns, users } from '../../db/schema';
import { validationError } from '../../errors';
import { returnStatusMail, returnStatusWord } from '../../mail/return-templates';
import { auditInsert } from '../logs/audit';
import { discardFilesOnceCancelled, filesToDiscard, removeDiscardedFiles } from './discard-files';
import { returnUrl } from './links';
import type { Ctx } from '../../service-context';
import { fill, serverTexts } from '../../texts';
import { rowOr404 } from '../../db/one-row';

/**
 * Moves a return one step along its life (shared/returns/enums.ts RETURN_TRANSITIONS); anything else is refused with
 * a clear message and nothing changes. The step, its note and the audit entry commit together; the customer is
 * e-mailed in the language they booked in.
 */
export async function changeReturnStatus(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ReturnStatusChangeSchema>) {
  const { deps, actor, locale } = ctx;
  const row = await rowOr404(deps, returns, eq(returns.id, data.id), 'Return');
  if (!RETURN_TRANSITIONS[row.status].includes(data.status)) {
    const message = fill(serverTexts(locale).returns.outOfOrder, { from: returnStatusWord(row.status, locale), to: returnStatusWord(data.status, locale) });
    throw validationError({ status: [message] });
  }
  let costPence = row.costPence;
  if (data.cost !== undefined && String(data.cost).trim() !== '') {
    const pounds = Number(String(data.cost).replace(/[£,\s]/g, ''));
    if (!Number.isFinite(pounds) || pounds < 0 || pounds > 1e8) throw validationError({ cost: [serverTexts(locale).returns.costInvalid] });
    costPence = Math.round(pounds * 100);
  }
  // A return called off before the centre received it loses its owner's files (discard-files.ts); one that arrived keeps them.
  const discards = data.status === 'cancelled' && row.status === 'submitted';
  const files = discards ? await filesToDiscard(deps, row.id) : {};
  // Only the step from the status read above: a second admin moving it at the same moment changes nothing twice.
  const [moved] = await deps.db.batch([
    deps.db.update(returns).set({ status: data.status, costPence }).where(eq(returns.id, row.id)).returning({ id: returns.id, status: returns.status }),
    deps.db.insert(returnEvents).values({ returnId: row.id, status: data.status, note: data.note, byUserId: actor.id }),
    auditInsert(deps, actor, { section: 'rma', recordId: String(row.id), action: 'update', changes: { status: [row.status, data.status], ...(costPence !== row.costPence ? { costPence: [row.costPence, costPence] } : {}), ...files } }),
  ]);
  if (discards) await removeDiscardedFiles(deps, await discardFilesOnceCancelled(deps, row.id));
  const [customer] = row.userId ? await deps.db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, row.userId)) : [];
  const mailLocale: Locale = localeOf(row.locale);
  const to = (JSON.parse(row.details) as { details?: { email?: string } }).details?.email ?? customer?.email;
  if (to) await deps.mailer.send(returnStatusMail(to, row.rmaNumber, data.status, data.note, returnUrl(deps, row.id), mailLocale));
  return moved[0];
}
