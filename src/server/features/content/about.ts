import { and, asc, count, desc, eq, gte, isNull, or } from 'drizzle-orm';
import { localizedField } from '../../../shared/locales';
import type { PageInput } from '../../../shared/content/information-pages.schema';
import type { AboutPage, CertificationPage, VacanciesPage } from '../../../shared/content/information-pages.types';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { caseStudies, documentPages, documents, events, qualityCerts, testimonials } from '../../db/schema';
import { eventPlace, eventsWithCountry } from '../editorial/events';
import { documentSections, widgetSummary } from './content-reads';
import { isoDay } from '../../../shared/format/iso-days';
import { PAGE_WIDGETS, VACANCIES_DOCUMENT } from '../../../shared/content/page-sources';
import type { Ctx } from '../../service-context';

/**
 * /about, /about/vacancies and /about/certification. Cached with the rendered pages (PAGES_AREA): every admin save of
 * any content bumps that area, so an edit shows at once.
 */

const LATEST_CASE_STUDIES = 3;
const NEXT_EVENTS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today's UTC day: part of the cache keys of answers that depend on the date (coming events, expired certificates), so
 * they turn over at midnight even without a content write.
 */
const today = () => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);

export function aboutPage(ctx: Ctx<'deps'>, input: PageInput): Promise<AboutPage> {
  const { deps } = ctx;
  const day = today();
  return deps.cache.value(PAGES_AREA, `info:about:${input.locale}:${isoDay(day)}`, async () => {
    const { locale } = input;
    const [summary, quoteRows, studyRows, eventRows, certRows, positions] = await Promise.all([
      widgetSummary(deps, PAGE_WIDGETS.aboutIntro, locale),
      deps.db.select().from(testimonials).where(eq(testimonials.published, true)).orderBy(asc(testimonials.sort), asc(testimonials.id)),
      deps.db
        .select()
        .from(caseStudies)
        .where(eq(caseStudies.published, true))
        .orderBy(desc(caseStudies.createdAt), desc(caseStudies.id))
        .limit(LATEST_CASE_STUDIES),
      eventsWithCountry(deps)
        // Events are whole days stored at UTC midnight: one still running today is listed.
        .where(and(eq(events.published, true), or(gte(events.endsAt, day), and(isNull(events.endsAt), gte(events.startsAt, day)))))
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(NEXT_EVENTS),
      deps.db.select().from(qualityCerts).orderBy(asc(qualityCerts.sort), asc(qualityCerts.id)),
      openPositionCount(deps),
    ]);
    return {
      summary,
      testimonials: quoteRows
        .map((row) => ({ id: row.id, author: row.author, company: row.company, quote: localizedField(row, 'quote', locale) }))
        .filter((row) => row.quote !== ''),
      caseStudies: studyRows.map((row) => ({
        name: localizedField(row, 'title', locale),
        url: `/casestudies/${row.slug}`,
        summary: localizedField(row, 'summary', locale),
      })),
      events: eventRows.map(({ event, country }) => ({
        id: event.id,
        title: localizedField(event, 'title', locale),
        location: eventPlace(event.location, country, locale),
        startsOn: isoDay(event.startsAt),
      })),
      certificates: certRows.map((row) => localizedField(row, 'name', locale)),
      openPositions: positions,
    };
  });
}

async function openPositionCount(deps: AppDeps): Promise<number> {
  const [row] = await deps.db
    .select({ total: count() })
    .from(documentPages)
    .innerJoin(documents, eq(documents.id, documentPages.documentId))
    .where(and(eq(documents.slug, VACANCIES_DOCUMENT), eq(documents.published, true)));
  return Number(row?.total ?? 0);
}

export function vacanciesPage(ctx: Ctx<'deps'>, input: PageInput): Promise<VacanciesPage> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `info:vacancies:${input.locale}`, async () => {
    const [summary, document] = await Promise.all([
      widgetSummary(deps, PAGE_WIDGETS.vacanciesIntro, input.locale),
      documentSections(deps, VACANCIES_DOCUMENT, input.locale),
    ]);
    return { summary, positions: document?.sections ?? [] };
  });
}

export function certificationPage(ctx: Ctx<'deps'>, input: PageInput): Promise<CertificationPage> {
  const { deps } = ctx;
  const day = today();
  return deps.cache.value(PAGES_AREA, `info:certification:${input.locale}:${isoDay(day)}`, async () => {
    const rows = await deps.db.select().from(qualityCerts).orderBy(asc(qualityCerts.sort), asc(qualityCerts.id));
    return {
      certificates: rows.map((row) => ({
        id: row.id,
        name: localizedField(row, 'name', input.locale),
        description: localizedField(row, 'description', input.locale),
        imageUrl: row.imageUrl,
        fileUrl: row.fileUrl,
        issuedOn: row.issuedAt ? isoDay(row.issuedAt) : null,
        expiresOn: row.expiresAt ? isoDay(row.expiresAt) : null,
        expired: row.expiresAt !== null && row.expiresAt < day,
      })),
    };
  });
}
