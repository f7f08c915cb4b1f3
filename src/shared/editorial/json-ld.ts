import { absoluteUrl } from '../seo/head';
import { BRAND } from '../settings/brand';

/** schema.org data of the event, news and case study pages (beside the shared helpers of seo/json-ld.ts). */

const organization = (origin: string) => ({ '@type': 'Organization', name: BRAND.company, url: `${origin}/` });

export interface EventLd {
  name: string;
  description: string;
  path: string;
  /** ISO dates: whole days are given as dates (YYYY-MM-DD), as schema.org allows. */
  startsAt: string;
  endsAt: string | null;
  location: string;
  image: string;
  externalUrl: string;
}

const dateOnly = (iso: string) => (iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso);

export function eventJsonLd(origin: string, event: EventLd): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    url: absoluteUrl(origin, event.path),
    startDate: dateOnly(event.startsAt),
    endDate: dateOnly(event.endsAt ?? event.startsAt),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.location ? { location: { '@type': 'Place', name: event.location, address: event.location } } : {}),
    ...(event.image ? { image: [absoluteUrl(origin, event.image)] } : {}),
    ...(event.externalUrl ? { sameAs: event.externalUrl } : {}),
    organizer: organization(origin),
  };
}

export interface ArticleLd {
  type: 'BlogPosting' | 'Article';
  headline: string;
  description: string;
  path: string;
  image: string;
  publishedAt: string;
  updatedAt?: string;
  /** The page's language (BCP 47). */
  language: string;
}

export function articleJsonLd(origin: string, article: ArticleLd): object {
  const url = absoluteUrl(origin, article.path);
  return {
    '@context': 'https://schema.org',
    '@type': article.type,
    headline: article.headline,
    description: article.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: article.language,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    ...(article.image ? { image: [absoluteUrl(origin, article.image)] } : {}),
    author: organization(origin),
    publisher: { ...organization(origin), logo: { '@type': 'ImageObject', url: absoluteUrl(origin, '/favicon.svg') } },
  };
}
