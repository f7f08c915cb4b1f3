import type { Link, ProductCard } from '../catalog/catalog.types';
import type { OffsetPage } from '../list/page';

/**
 * Answers of public.editorial.*, in one language. Dates come twice: as ISO text (for <time>, JSON-LD and the calendar
 * file) and already formatted in the page's language by the server (Intl), so the browser shows exactly the text the
 * server rendered: ICU versions of Node and of browsers disagree on details such as the spaces around a date range's
 * dash, which would break hydration.
 */

export type { Link, OffsetPage, ProductCard };

/** Cross-links of an article: products it names or is linked to, and their industries and product groups. */
export interface Related {
  products: ProductCard[];
  applications: Link[];
  tags: Link[];
}

/** What every article's card shows: its title, summary and image, linked to its page. */
export interface ArticleCard {
  id: number;
  slug: string;
  url: string;
  title: string;
  /** Plain text from the start of the body. */
  summary: string;
  imageUrl: string;
}

export interface EventCard extends ArticleCard {
  location: string;
  /** ISO: the first day (UTC midnight) and the last day, or null for a one-day event. */
  startsAt: string;
  endsAt: string | null;
  /** "10–12 June 2025" in the page's language. */
  dateText: string;
  /** Not over yet (its last day has not ended): listed among the upcoming events. */
  upcoming: boolean;
}

/**
 * The events, upcoming and past together for the pagination: the page's rows are those not over yet (soonest first),
 * then those that are (most recent first); each says which it is (`upcoming`).
 */
export interface EventList extends OffsetPage<EventCard> {
  upcomingTotal: number;
}

export interface EventPage extends EventCard {
  bodyHtml: string;
  /** The organiser's page about the event, or ''. */
  externalUrl: string;
  /** The .ics download (GET, text/calendar). */
  calendarUrl: string;
  related: Related;
}

export interface PostCard extends ArticleCard {
  publishedAt: string;
  dateText: string;
}

export interface PostPage extends PostCard {
  bodyHtml: string;
  updatedAt: string;
  related: Related;
  /** The posts before and after this one in the list (newer, older), for reading on. */
  newer: Link | null;
  older: Link | null;
}

export interface CaseStudyCard extends ArticleCard {
  /** Its industry's page (/applications/{slug}), when that is published. */
  application: Link | null;
}

export interface CaseStudyPage extends CaseStudyCard {
  bodyHtml: string;
  publishedAt: string;
  related: Related;
}

export type OfferStatus = 'current' | 'ended';

export interface OfferCard extends ArticleCard {
  /** ISO: the first day and the last instant of the last day. */
  startsAt: string;
  endsAt: string;
  /** "1 March – 30 June 2025" in the page's language. */
  dateText: string;
  /** "Ends on 30 June 2025" / "Ended on ..." are composed by the page from this date alone. */
  endDateText: string;
}

export interface OfferPage extends OfferCard {
  status: OfferStatus;
  related: Related;
}

export const eventUrl = (id: number) => `/events/${id}`;
export const eventCalendarUrl = (id: number) => `/events/${id}/calendar.ics`;
export const postUrl = (slug: string) => `/blog/${slug}`;
export const caseStudyUrl = (slug: string) => `/casestudies/${slug}`;
export const articleOfferUrl = (slug: string) => `/offers/${slug}`;
