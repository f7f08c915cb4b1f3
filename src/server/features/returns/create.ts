import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReturnInputSchema } from '../../../shared/returns/return.schema';
import { serialKey } from '../../../shared/serials/serial-number';
import { RULES } from '../../auth/rate-limit';
import { returnEvents, returnLines, returns, serials } from '../../db/schema';
import { validationError } from '../../errors';
import { returnBookedMail } from '../../mail/return-templates';
import { repairCentreById } from './repair-centres';
import { returnUrl } from './links';
import type { Ctx } from '../../service-context';
import { serverTexts } from '../../texts';

/**
 * Books a return (SPEC.md "Returns flow"). Its RMA number is made from its row id in the same transaction, so two
 * instances never hand out one number. A serial typed on a line is linked to the instrument when it is the booker's
 * own (or their company's, for a partner booking for an end customer); anyone else's stays plain text.
 */
export async function createReturn(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ReturnInputSchema>, options: { companyId?: number | null } = {}) {
  const { deps, actor, locale } = ctx;
  // Before anything is written: a refused booking leaves no return behind and sends no mail.
  await deps.limiter.hitAll([`return:user:${actor.id}`, `return:email:${data.details.email.toLowerCase()}`], RULES.returnBooking);
  const centre = await repairCentreById(deps, data.repairCentreId);
  if (!centre) throw validationError({ repairCentreId: [serverTexts(locale).returns.repairCentreUnknown] });
  const companyId = options.companyId ?? null;
  const keys = data.lines.map((line) => serialKey(line.serialNumber)).filter((key): key is string => key !== null);
  const mine = keys.length
    ? await deps.db
        .select({ id: serials.id, key: serials.numberKey })
        .from(serials)
        .where(and(inArray(serials.numberKey, keys), companyId !== null ? or(eq(serials.ownerId, actor.id), eq(serials.companyId, companyId)) : eq(serials.ownerId, actor.id)))
    : [];
  const serialOf = new Map(mine.map((row) => [row.key, row.id]));
  const { lines, details, invoiceAddress, sendFrom, sendFromCountry, shippingInvoice, carrier, carrierOther, notes } = data;
  const placeholder = `pending-${crypto.randomUUID()}`;
  const year = new Date().getUTCFullYear();
  const [, , [created]] = await deps.db.batch([
    deps.db.insert(returns).values({
      rmaNumber: placeholder,
      userId: actor.id,
      companyId,
      bookingType: data.bookingType,
      repairCentreId: data.repairCentreId,
      locale,
      details: JSON.stringify({ details, invoiceAddress, sendFrom, sendFromCountry, shippingInvoice, carrier, carrierOther, notes }),
      vatConfirmedAt: new Date(),
    }),
    deps.db
      .update(returns)
      .set({ rmaNumber: sql`'RMA-' || ${String(year)} || '-' || printf('%06d', ${returns.id})` })
      .where(eq(returns.rmaNumber, placeholder)),
    deps.db.select({ id: returns.id, rmaNumber: returns.rmaNumber }).from(returns).where(eq(returns.id, sql`last_insert_rowid()`)),
  ]);
  const id = created!.id;
  await deps.db.batch([
    deps.db.insert(returnLines).values(
      lines.map((line) => {
        const key = serialKey(line.serialNumber);
        return {
          returnId: id,
          productId: line.productId,
          optionId: line.optionId,
          itemName: line.itemName,
          part: line.part,
          partName: line.part === 'single-part' ? line.partName : '',
          serialNumber: line.serialNumber,
          serialId: key ? (serialOf.get(key) ?? null) : null,
          orderNumber: line.orderNumber,
          valuePence: line.value,
        };
      }),
    ),
    deps.db.insert(returnEvents).values({ returnId: id, status: 'submitted', byUserId: actor.id }),
  ]);
  await deps.mailer.send(returnBookedMail(details.email, created!.rmaNumber, returnUrl(deps, id), locale));
  if (details.email.toLowerCase() !== actor.email.toLowerCase()) {
    await deps.mailer.send(returnBookedMail(actor.email, created!.rmaNumber, returnUrl(deps, id), locale));
  }
  return { id, rmaNumber: created!.rmaNumber };
}
