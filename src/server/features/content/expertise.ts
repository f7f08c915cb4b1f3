import { and, asc, eq, inArray } from 'drizzle-orm';
import { localizedField } from '../../../shared/locales';
import type { ExpertiseInput } from '../../../shared/content/information-pages.schema';
import type { ExpertisePage } from '../../../shared/content/information-pages.types';
import { PAGES_AREA } from '../../cache';
import { applications, caseStudies, productApplications, products, tagProducts, tags } from '../../db/schema';
import { pagedCards } from '../catalog/cards';
import { applicationUrl } from './applications';
import { widgetSummary } from './content-reads';
import { EXPERTISE_APPLICATIONS, EXPERTISE_WIDGETS } from '../../../shared/content/page-sources';
import type { Ctx } from '../../service-context';

/** Products an expertise page shows; the link to its first industry lists them all. */
const PRODUCTS_SHOWN = 6;
const CASE_STUDIES_SHOWN = 4;

/**
 * /expertise/{slug}: the text of its widget, and links into the catalogue through its industries: the industries
 * themselves, the tags and products of those industries, and their case studies. Unpublished rows are left out.
 */
export function expertisePage(ctx: Ctx<'deps'>, input: ExpertiseInput): Promise<ExpertisePage> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `info:expertise:${input.slug}:${input.locale}`, async () => {
    const { slug, locale } = input;
    const wanted = EXPERTISE_APPLICATIONS[slug];
    const appRows = await deps.db
      .select()
      .from(applications)
      .where(and(inArray(applications.slug, [...wanted]), eq(applications.published, true)));
    // In the editorial order of EXPERTISE_APPLICATIONS, the page's own industry first.
    appRows.sort((a, b) => wanted.indexOf(a.slug) - wanted.indexOf(b.slug));
    const appIds = appRows.map((row) => row.id);
    const productIds = deps.db
      .select({ id: productApplications.productId })
      .from(productApplications)
      .where(inArray(productApplications.targetId, appIds));
    const [summary, cards, tagRows, studyRows] = await Promise.all([
      widgetSummary(deps, EXPERTISE_WIDGETS[slug], locale),
      pagedCards(deps, inArray(products.id, productIds), 1, PRODUCTS_SHOWN, locale),
      deps.db
        .select()
        .from(tags)
        .where(
          and(
            eq(tags.published, true),
            inArray(tags.id, deps.db.select({ id: tagProducts.tagId }).from(tagProducts).where(inArray(tagProducts.productId, productIds))),
          ),
        )
        .orderBy(asc(tags.sort), asc(tags.id)),
      appIds.length === 0
        ? Promise.resolve([])
        : deps.db
            .select()
            .from(caseStudies)
            .where(and(eq(caseStudies.published, true), inArray(caseStudies.applicationId, appIds)))
            .orderBy(asc(caseStudies.id))
            .limit(CASE_STUDIES_SHOWN),
    ]);
    return {
      slug,
      widget: EXPERTISE_WIDGETS[slug],
      summary,
      applications: appRows.map((row) => ({ name: localizedField(row, 'name', locale), url: applicationUrl(row.slug) })),
      tags: tagRows.map((row) => ({ name: localizedField(row, 'name', locale), url: `/tags/${row.slug}` })),
      products: cards.rows,
      productTotal: cards.total,
      caseStudies: studyRows.map((row) => ({ name: localizedField(row, 'title', locale), url: `/casestudies/${row.slug}` })),
    };
  });
}
