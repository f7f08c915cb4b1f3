import { asc, gte } from 'drizzle-orm';
import type { Offer } from '../../../shared/content/content.types';
import type { AppDeps } from '../../deps';
import { offers } from '../../db/schema';
import { CONTENT_AREAS } from './areas';
import { localized } from './localized';
import type { Ctx } from '../../service-context';

export const offerUrl = (slug: string) => `/offers/${slug}`;

/** An offer with its window in epoch milliseconds, as kept in the cached schedule. */
export interface ScheduledOffer {
  starts: number;
  ends: number;
  offer: Offer;
}

/**
 * The offers running at `now` (starts <= now <= ends, schedule order kept) and the first instant at which that set
 * changes: the next start still to come or the next end just passed.
 */
export function selectCurrentOffers(schedule: readonly ScheduledOffer[], now: number): { offers: Offer[]; validUntil: number } {
  let validUntil = Number.POSITIVE_INFINITY;
  const current: Offer[] = [];
  for (const item of schedule) {
    if (item.starts > now) validUntil = Math.min(validUntil, item.starts);
    else if (item.ends >= now) {
      current.push(item.offer);
      validUntil = Math.min(validUntil, item.ends + 1);
    }
  }
  return { offers: current, validUntil };
}

/**
 * Offers not yet over, cached by content version. "Current" also depends on the clock, which no content version
 * follows, so the time filter runs on this cached schedule. A key per hour or minute would expire too, but would leave
 * one dead cache entry behind per period for the life of the process.
 */
function scheduleJson(deps: AppDeps): Promise<string> {
  return deps.cache.json(CONTENT_AREAS.offers, 'schedule', async (): Promise<ScheduledOffer[]> => {
    const rows = await deps.db
      .select()
      .from(offers)
      .where(gte(offers.endsAt, new Date()))
      .orderBy(asc(offers.sort), asc(offers.id));
    return rows.map((row) => ({
      starts: row.startsAt.getTime(),
      ends: row.endsAt.getTime(),
      offer: {
        id: row.id,
        slug: row.slug,
        url: offerUrl(row.slug),
        ...localized(row, 'title'),
        ...localized(row, 'summary'),
        image_url: row.imageUrl,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
      },
    }));
  });
}

interface Serialised {
  schedule: string;
  from: number;
  until: number;
  body: string;
}

/** The serialised answer per app instance, reused until the schedule changes or the set of running offers does. */
const lastAnswer = new WeakMap<AppDeps, Serialised>();

/** GET /api/offers: the offers running now, `[]` when none. */
export async function currentOffersJson(ctx: Ctx<'deps' | 'now'>): Promise<string> {
  const { deps, now: nowAt } = ctx;
  const now = nowAt.getTime();
  const schedule = await scheduleJson(deps);
  const last = lastAnswer.get(deps);
  if (last && last.schedule === schedule && now >= last.from && now < last.until) return last.body;
  const { offers: current, validUntil } = selectCurrentOffers(JSON.parse(schedule) as ScheduledOffer[], now);
  const body = JSON.stringify(current);
  lastAnswer.set(deps, { schedule, from: now, until: validUntil, body });
  return body;
}

export async function currentOffers(ctx: Ctx<'deps' | 'now'>): Promise<Offer[]> {
  const { deps, now: nowAt } = ctx;
  const now = nowAt.getTime();
  return JSON.parse(await currentOffersJson({ deps, now: new Date(now) })) as Offer[];
}
