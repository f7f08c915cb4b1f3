import { asc, eq, lte } from 'drizzle-orm';
import { articleOfferUrl, caseStudyUrl, eventUrl, postUrl } from '../../../shared/editorial/articles.types';
import type { AppDeps } from '../../deps';
import { blogPosts, caseStudies, events, offers } from '../../db/schema';

/**
 * The article pages for /sitemap.xml (features/seo/sitemap.ts): published events, posts and case studies, and offers
 * that have started (an ended offer's page still answers 200). Shaped like the sitemap's own entries.
 */
export async function articleSitemapEntries(deps: AppDeps, now = new Date()): Promise<Array<{ path: string; lastmod?: Date }>> {
  const [eventRows, postRows, studyRows, offerRows] = await Promise.all([
    deps.db.select({ id: events.id }).from(events).where(eq(events.published, true)).orderBy(asc(events.id)),
    deps.db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(eq(blogPosts.published, true)).orderBy(asc(blogPosts.id)),
    deps.db.select({ slug: caseStudies.slug }).from(caseStudies).where(eq(caseStudies.published, true)).orderBy(asc(caseStudies.id)),
    deps.db.select({ slug: offers.slug }).from(offers).where(lte(offers.startsAt, now)).orderBy(asc(offers.id)),
  ]);
  return [
    ...eventRows.map((row) => ({ path: eventUrl(row.id) })),
    ...postRows.map((row) => (row.updatedAt.getTime() > 0 ? { path: postUrl(row.slug), lastmod: row.updatedAt } : { path: postUrl(row.slug) })),
    ...studyRows.map((row) => ({ path: caseStudyUrl(row.slug) })),
    ...offerRows.map((row) => ({ path: articleOfferUrl(row.slug) })),
  ];
}
