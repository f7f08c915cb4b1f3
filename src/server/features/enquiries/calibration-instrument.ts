import { and, eq } from 'drizzle-orm';
import { serialKey } from '../../../shared/serials/serial-number';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { serials } from '../../db/schema';

/**
 * The registered instrument a signed-in customer's calibration booking names: their own serial of that product, in
 * any spelling of its number ("vh15 2403117" is VH15-2403117). Null for a visitor, and for a serial that is not theirs
 * (someone else's or unknown): that booking keeps the number as typed, and its answer is the same either way, so
 * nothing tells whose a serial is.
 */
export async function ownInstrumentId(deps: AppDeps, actor: Actor | null, productId: number, serial: string): Promise<number | null> {
  const key = serialKey(serial);
  if (!actor || !key) return null;
  const [own] = await deps.db
    .select({ id: serials.id })
    .from(serials)
    .where(and(eq(serials.numberKey, key), eq(serials.productId, productId), eq(serials.ownerId, actor.id)))
    .limit(1);
  return own?.id ?? null;
}
