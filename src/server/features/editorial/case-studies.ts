import { and, asc, desc, eq } from 'drizzle-orm';
import { CASE_STUDIES_PAGE_SIZE, type ArticleListInput, type ArticleSlugInput } from '../../../shared/editorial/articles.schema';
import { caseStudyUrl, type CaseStudyCard, type CaseStudyPage, type OffsetPage } from '../../../shared/editorial/articles.types';
import { localizedField, type Locale } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { applications, caseStudies, productCaseStudies, products } from '../../db/schema';
import { localizedColumns } from '../content/localized';
import { findBySlug } from './paging';
import { pageInMemory } from '../../list';
import { mentionedProducts, relatedOf, searchableText } from './related';
import type { Ctx } from '../../service-context';
import { articleCardOf } from './article-card';

/** /casestudies and /casestudies/{slug}: published case studies, newest first, each with its industry linked. */

type StudyRow = typeof caseStudies.$inferSelect;
type ApplicationName = { slug: string } & Record<string, unknown>;

function cardOf(row: StudyRow, application: ApplicationName | null, locale: Locale): CaseStudyCard {
  return {
    ...articleCardOf(row, caseStudyUrl(row.slug), locale),
    application: application ? { name: localizedField(application, 'name', locale), url: `/applications/${application.slug}` } : null,
  };
}

/** A case study with its industry when that industry is published (an unpublished one would be a 404 link). */
function studiesWithApplication(deps: AppDeps, id?: number) {
  return deps.db
    .select({ study: caseStudies, application: { slug: applications.slug, ...localizedColumns(applications, 'name') } })
    .from(caseStudies)
    .leftJoin(applications, and(eq(applications.id, caseStudies.applicationId), eq(applications.published, true)))
    .where(and(eq(caseStudies.published, true), id === undefined ? undefined : eq(caseStudies.id, id)));
}

function publishedStudies(deps: AppDeps, locale: Locale): Promise<CaseStudyCard[]> {
  return deps.cache.value(PAGES_AREA, `articles:casestudies:${locale}`, async () => {
    const rows = await studiesWithApplication(deps).orderBy(desc(caseStudies.createdAt), desc(caseStudies.id));
    return rows.map(({ study, application }) => cardOf(study, application, locale));
  });
}

export async function caseStudyList(ctx: Ctx<'deps'>, input: ArticleListInput): Promise<OffsetPage<CaseStudyCard>> {
  const { deps } = ctx;
  return pageInMemory(await publishedStudies(deps, input.locale), input.page ?? 1, CASE_STUDIES_PAGE_SIZE);
}

/** The case study by slug; null when unknown or unpublished (the page answers 404). */
export async function caseStudyPage(ctx: Ctx<'deps'>, input: ArticleSlugInput): Promise<CaseStudyPage | null> {
  const { deps } = ctx;
  const card = findBySlug(await publishedStudies(deps, input.locale), input.slug);
  if (!card) return null;
  return deps.cache.value(PAGES_AREA, `articles:casestudy:${input.locale}:${card.id}`, async (): Promise<CaseStudyPage | null> => {
    const [found] = await studiesWithApplication(deps, card.id);
    if (!found) return null;
    const { study } = found;
    const bodyHtml = localizedField(study, 'body', input.locale);
    // The instruments its text names first (the ones it is about), then those the catalogue links it to.
    const linked = await deps.db
      .select({ id: productCaseStudies.productId })
      .from(productCaseStudies)
      .innerJoin(products, eq(products.id, productCaseStudies.productId))
      .where(eq(productCaseStudies.targetId, study.id))
      .orderBy(asc(productCaseStudies.sort), asc(products.sort), asc(products.id));
    const named = await mentionedProducts(deps, searchableText(card.title, card.summary, bodyHtml));
    const related = await relatedOf(deps, [...named, ...linked.map((row) => row.id)], input.locale);
    return {
      ...card,
      bodyHtml,
      publishedAt: study.createdAt.toISOString(),
      // Its own industry is linked above the text; the list below names the others its products serve.
      related: { ...related, applications: related.applications.filter((link) => link.url !== card.application?.url) },
    };
  });
}
