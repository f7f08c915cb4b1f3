import { eq, sql } from 'drizzle-orm';
import { offersResource } from '../../../../shared/editorial/collections/offers';
import { offers } from '../../../db/schema';
import { CONTENT_AREAS } from '../../content/areas';
import type { ServerResource } from '../../../collections/types';

/** The last millisecond of a day: dates are stored as UTC midnight, and an offer runs to the end of its last day. */
const REST_OF_DAY_MS = 24 * 60 * 60 * 1000 - 1;

/** GET /api/offers serves the current offers from a cached schedule: each write bumps it. */
export const offersServer = {
  def: offersResource,
  table: offers,
  scope: 'global',
  unique: ['slug'],
  cacheAreas: [CONTENT_AREAS.offers],
  // Runs after the row's own insert or update in the same batch; the date shown stays the same day.
  writeExtra(ctx, id) {
    return [
      ctx.deps.db
        .update(offers)
        .set({ endsAt: sql`${offers.endsAt} + ${REST_OF_DAY_MS}` })
        .where(eq(offers.id, id)),
    ];
  },
} satisfies ServerResource;
