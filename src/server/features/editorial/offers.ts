import { asc } from 'drizzle-orm';
import { OFFERS_PAGE_SIZE, type ArticleListInput, type ArticleSlugInput } from '../../../shared/editorial/articles.schema';
import { articleOfferUrl, type OfferCard, type OfferPage, type OfferStatus, type OffsetPage } from '../../../shared/editorial/articles.types';
import type { Locale } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { offers } from '../../db/schema';
import { formatLongDate, formatLongDateRange } from '../../../shared/format';
import { findBySlug } from './paging';
import { pageInMemory } from '../../list';
import { mentionedProducts, relatedOf, searchableText } from './related';
import type { Ctx } from '../../service-context';
import { articleCardOf } from './article-card';

/**
 * /offers and /offers/{slug}. Offers have no published flag: an offer is public from its first day. It runs to the
 * last millisecond of its last day (the admin write stores it so, features/editorial/collections/offers.ts); after that the list
 * leaves it out and its page says it has ended (links to it live on in e-mails and search results). Before its first
 * day it is not public yet: 404. The clock decides on every call; the rows are cached with the rendered pages.
 */

interface StoredOffer extends OfferCard {
  starts: number;
  ends: number;
}

function storedOf(row: typeof offers.$inferSelect, locale: Locale): StoredOffer {
  return {
    ...articleCardOf(row, articleOfferUrl(row.slug), locale),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    dateText: formatLongDateRange(row.startsAt, row.endsAt, locale, { timeZone: 'UTC' }),
    endDateText: formatLongDate(row.endsAt, locale, { timeZone: 'UTC' }),
    starts: row.startsAt.getTime(),
    ends: row.endsAt.getTime(),
  };
}

/** Every offer of a language, in the admin's order (as GET /api/offers and the Offers menu list them). */
function allOffers(deps: AppDeps, locale: Locale): Promise<StoredOffer[]> {
  return deps.cache.value(PAGES_AREA, `articles:offers:${locale}`, async () => {
    const rows = await deps.db.select().from(offers).orderBy(asc(offers.sort), asc(offers.id));
    return rows.map((row) => storedOf(row, locale));
  });
}

const cardOf = ({ starts: _starts, ends: _ends, ...card }: StoredOffer): OfferCard => card;

/** Running now, or over, or (null) not started yet. */
export function offerStatus(offer: Pick<StoredOffer, 'starts' | 'ends'>, now: number): OfferStatus | null {
  if (offer.starts > now) return null;
  return offer.ends >= now ? 'current' : 'ended';
}

/** The offers running now only. */
export async function offerList(ctx: Ctx<'deps' | 'now'>, input: ArticleListInput): Promise<OffsetPage<OfferCard>> {
  const { deps, now: nowAt } = ctx;
  const now = nowAt.getTime();
  const current = (await allOffers(deps, input.locale)).filter((offer) => offerStatus(offer, now) === 'current');
  return pageInMemory(current.map(cardOf), input.page ?? 1, OFFERS_PAGE_SIZE);
}

/** A running or ended offer; null when unknown or not started yet (the page answers 404). */
export async function offerPage(ctx: Ctx<'deps' | 'now'>, input: ArticleSlugInput): Promise<OfferPage | null> {
  const { deps, now: nowAt } = ctx;
  const now = nowAt.getTime();
  const offer = findBySlug(await allOffers(deps, input.locale), input.slug);
  const status = offer ? offerStatus(offer, now) : null;
  if (!offer || !status) return null;
  const related = await deps.cache.value(PAGES_AREA, `articles:offer-related:${input.locale}:${offer.id}`, async () =>
    relatedOf(deps, await mentionedProducts(deps, searchableText(offer.title, offer.summary)), input.locale),
  );
  return { ...cardOf(offer), status, related };
}
