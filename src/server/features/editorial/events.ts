import { asc, eq } from 'drizzle-orm';
import { EVENTS_PAGE_SIZE, type ArticleListInput, type EventInput } from '../../../shared/editorial/articles.schema';
import { eventCalendarUrl, eventUrl, type EventCard, type EventList, type EventPage } from '../../../shared/editorial/articles.types';
import { localizedField, type Locale } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { countries, events } from '../../db/schema';
import { countryLabel } from '../../../shared/countries/country-names';
import { formatLongDateRange } from '../../../shared/format';

const DAY_MS = 24 * 60 * 60 * 1000;
import { findByKey } from './paging';
import { pageInMemory } from '../../list';
import { mentionedProducts, relatedOf, searchableText } from './related';
import type { Ctx } from '../../service-context';
import { articleCardOf } from './article-card';

/**
 * /events and /events/{id}. The published events of a language are cached with the rendered pages (an admin save of
 * any content drops them); whether one is still upcoming depends on the clock, which no content version follows, so
 * that is decided on every call from the cached dates.
 */

type StoredCard = Omit<EventCard, 'upcoming'>;
type StoredPage = Omit<EventPage, 'upcoming'>;

/** Not over until its last day has ended (an event under way is still listed as upcoming). */
export function isUpcoming(event: Pick<EventCard, 'startsAt' | 'endsAt'>, now: number): boolean {
  return new Date(event.endsAt ?? event.startsAt).getTime() + DAY_MS > now;
}

/**
 * Where an event is, as the reader says it: its place and its country in the reader's language ("Düsseldorf,
 * Deutschland"); either may be absent.
 */
export function eventPlace(location: string, country: string | null, locale: Locale): string {
  return [location.trim(), country === null ? '' : countryLabel(country, locale)].filter(Boolean).join(', ');
}

/** Events with their country's stored name (null when an event names none): `.where(…)` picks which. */
export const eventsWithCountry = (deps: AppDeps) =>
  deps.db.select({ event: events, country: countries.name }).from(events).leftJoin(countries, eq(countries.id, events.countryId));

/** An event row with its country's stored name. */
type EventRow = typeof events.$inferSelect & { country: string | null };

const withCountry = ({ event, country }: { event: typeof events.$inferSelect; country: string | null }): EventRow => ({ ...event, country });

function cardOf(row: EventRow, locale: Locale): StoredCard {
  return {
    ...articleCardOf(row, eventUrl(row.id), locale),
    location: eventPlace(row.location, row.country, locale),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    dateText: formatLongDateRange(row.startsAt, row.endsAt, locale, { timeZone: 'UTC' }),
  };
}

/** Every published event of a language, soonest first. */
function publishedEvents(deps: AppDeps, locale: Locale): Promise<StoredCard[]> {
  return deps.cache.value(PAGES_AREA, `articles:events:${locale}`, async () => {
    const rows = await eventsWithCountry(deps).where(eq(events.published, true)).orderBy(asc(events.startsAt), asc(events.id));
    return rows.map((row) => cardOf(withCountry(row), locale));
  });
}

export async function eventList(ctx: Ctx<'deps' | 'now'>, input: ArticleListInput): Promise<EventList> {
  const { deps, now: nowAt } = ctx;
  const now = nowAt.getTime();
  const all = (await publishedEvents(deps, input.locale)).map((card) => ({ ...card, upcoming: isUpcoming(card, now) }));
  const upcoming = all.filter((card) => card.upcoming);
  // The most recent past event first: that is the one a visitor who missed it looks for.
  const past = all.filter((card) => !card.upcoming).reverse();
  return { ...pageInMemory([...upcoming, ...past], input.page ?? 1, EVENTS_PAGE_SIZE), upcomingTotal: upcoming.length };
}

/** The event by numeric id or slug; null when unknown or unpublished (the page answers 404). */
export async function eventPage(ctx: Ctx<'deps' | 'now'>, input: EventInput): Promise<EventPage | null> {
  const { deps, now: nowAt } = ctx;
  const now = nowAt.getTime();
  const card = findByKey(await publishedEvents(deps, input.locale), input.id);
  if (!card) return null;
  const stored = await deps.cache.value(PAGES_AREA, `articles:event:${input.locale}:${card.id}`, () => buildEventPage(deps, card.id, input.locale));
  return stored ? { ...stored, upcoming: isUpcoming(stored, now) } : null;
}

async function buildEventPage(deps: AppDeps, id: number, locale: Locale): Promise<StoredPage | null> {
  const [found] = await eventsWithCountry(deps).where(eq(events.id, id));
  if (!found || !found.event.published) return null;
  const row = withCountry(found);
  const bodyHtml = localizedField(row, 'body', locale);
  const card = cardOf(row, locale);
  return {
    ...card,
    bodyHtml,
    externalUrl: row.url,
    // The file speaks the page's language whatever the visitor's cookie says.
    calendarUrl: locale === 'en' ? eventCalendarUrl(row.id) : `${eventCalendarUrl(row.id)}?lang=${locale}`,
    related: await relatedOf(deps, await mentionedProducts(deps, searchableText(card.title, bodyHtml)), locale),
  };
}
