import type { TFunction } from 'i18next';
import type { CaseStudyPage, EventList, EventPage, OfferPage, OffsetPage, PostPage } from '../../../shared/editorial/articles.types';
import { articleJsonLd, eventJsonLd } from '../../../shared/editorial/json-ld';
import { INTL_LOCALE, type Locale } from '../../../shared/locales';
import { textOf, type PageHead } from '../../../shared/seo/head';
import { breadcrumbJsonLd } from '../../../shared/seo/json-ld';
import type { PublicRoutes } from '../../../shared/route-tables/ids';
import { publicPath } from '../../../shared/route-tables/public';

/**
 * Head tags of the news, events, case study and offer pages from their data: used by the server for the first HTML
 * and by the pages after a navigation in the browser. `origin` only matters for the structured data (absolute URLs),
 * which only the server writes.
 */

/** The list routes; each list's path is its route's (shared/route-tables/public.ts). */
export type ListKind = PublicRoutes<'events' | 'blog' | 'caseStudies' | 'offers'>;

/** A list's title and description; "Events – page 2" beyond the first page, so each page has its own title. */
export function listHead(kind: ListKind, list: Pick<OffsetPage<unknown>, 'page'> | Pick<EventList, 'page'>, t: TFunction, origin = ''): PageHead {
  const name = t(`articles:${kind}.title`);
  const page = list.page > 1 ? ` – ${t('articles:pageNumber', { page: list.page })}` : '';
  return {
    title: `${name}${page}`,
    description: t(`articles:${kind}.description`),
    jsonLd: [breadcrumbJsonLd(origin, [{ name, path: publicPath(kind) }])],
  };
}

const crumbs = (kind: ListKind, t: TFunction, item: { title: string; url: string }) => [
  { name: t(`articles:${kind}.title`), path: publicPath(kind) },
  { name: item.title, path: item.url },
];

/** A picture to show in link previews and to fetch first (it is near the top of the page). */
const picture = (url: string) => (url ? { image: url, preloadImage: url } : {});

export function eventHead(data: EventPage, t: TFunction, origin = ''): PageHead {
  const place = data.location ? `, ${data.location}` : '';
  const description = data.summary || t('articles:events.descriptionOf', { title: data.title, date: `${data.dateText}${place}` });
  return {
    title: data.title,
    description,
    ...picture(data.imageUrl),
    jsonLd: [
      eventJsonLd(origin, {
        name: data.title,
        description,
        path: data.url,
        startsAt: data.startsAt,
        endsAt: data.endsAt,
        location: data.location,
        image: data.imageUrl,
        externalUrl: data.externalUrl,
      }),
      breadcrumbJsonLd(origin, crumbs('events', t, data)),
    ],
  };
}

/** A news post (a BlogPosting, with the time it last changed) or a case study (an Article). */
export function storyHead(kind: 'blog' | 'caseStudies', data: PostPage | CaseStudyPage, t: TFunction, locale: Locale, origin = ''): PageHead {
  const description = data.summary || textOf(data.bodyHtml) || t(`articles:${kind}.description`);
  return {
    title: data.title,
    description,
    type: 'article',
    ...picture(data.imageUrl),
    jsonLd: [
      articleJsonLd(origin, {
        type: kind === 'blog' ? 'BlogPosting' : 'Article',
        headline: data.title,
        description,
        path: data.url,
        image: data.imageUrl,
        publishedAt: data.publishedAt,
        updatedAt: 'updatedAt' in data ? data.updatedAt : undefined,
        language: INTL_LOCALE[locale],
      }),
      breadcrumbJsonLd(origin, crumbs(kind, t, data)),
    ],
  };
}

export function offerHead(data: OfferPage, t: TFunction, origin = ''): PageHead {
  const when =
    data.status === 'ended' ? t('articles:offers.endedOn', { date: data.endDateText }) : `${t('articles:offers.endsOn', { date: data.endDateText })}.`;
  return {
    title: data.title,
    description: data.summary ? `${data.summary} ${when}` : when,
    ...picture(data.imageUrl),
    jsonLd: [breadcrumbJsonLd(origin, crumbs('offers', t, data))],
  };
}

