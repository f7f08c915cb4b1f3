import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReturnTrackingSchema } from '../../../shared/returns/self-service';
import { returns } from '../../db/schema';
import { diffRecords } from '../logs/audit';
import { assertOwnerMayChange, auditAfterChange, findOwnedReturn } from './owner';
import type { Ctx } from '../../service-context';

type Stored = Record<string, unknown> & { carrier?: string; carrierOther?: string };

/**
 * The owner adds or corrects the carrier and its tracking number until the parcel is received. The carrier stays in
 * the booking's details (where the printouts read it), the number in its own column (the back office searches it).
 * The write only applies while the return is still as read, with its audit entry in the same batch.
 */
export async function setReturnTracking(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ReturnTrackingSchema>) {
  const { deps, actor, locale } = ctx;
  const row = await findOwnedReturn(deps, actor, data.id);
  assertOwnerMayChange(row, 'change', locale);
  const stored = JSON.parse(row.details) as Stored;
  const carrierOther = data.carrier === 'other' ? data.carrierOther : '';
  const before = { trackingNumber: row.trackingNumber, carrier: stored.carrier ?? '', carrierOther: stored.carrierOther ?? '' };
  const after = { trackingNumber: data.trackingNumber, carrier: data.carrier, carrierOther };
  const changes = diffRecords(before, after);
  if (Object.keys(changes).length === 0) return { id: row.id, ...after };
  const details = JSON.stringify({ ...stored, carrier: data.carrier, carrierOther });
  const [updated] = await deps.db.batch([
    deps.db
      .update(returns)
      .set({ trackingNumber: data.trackingNumber, details })
      .where(and(eq(returns.id, row.id), eq(returns.status, row.status), eq(returns.details, row.details), eq(returns.trackingNumber, row.trackingNumber)))
      .returning({ id: returns.id }),
    auditAfterChange(deps, actor, row.id, 'update', changes),
  ]);
  if (updated.length === 0) {
    // Received (or changed in another tab) in the meantime: say what it is now.
    const fresh = await findOwnedReturn(deps, actor, row.id);
    assertOwnerMayChange(fresh, 'change', locale);
    return setReturnTracking(ctx, data);
  }
  return { id: row.id, ...after };
}
