import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { CATALOG_PAGE_SIZE, type ListingPage, type ListingPageInput } from '../../../shared/catalog/catalog.types';
import { localizedField } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { applications, productApplications, products, tagProducts, tags } from '../../db/schema';
import { pagedCards } from './cards';
import type { Ctx } from '../../service-context';

/** A group's page (a tag's, an industry's): its name and text in the reader's language, and its products. */
async function listingOf(deps: AppDeps, group: { id: number; slug: string }, url: string, linked: SQL, input: ListingPageInput): Promise<ListingPage> {
  return {
    id: group.id,
    slug: group.slug,
    url,
    name: localizedField(group, 'name', input.locale),
    descriptionHtml: localizedField(group, 'description', input.locale),
    products: await pagedCards(deps, linked, input.page ?? 1, CATALOG_PAGE_SIZE, input.locale),
  };
}

/** /tags/{slug}: the tag's text and its published products; null for an unknown or unpublished tag. */
export function tagPage(ctx: Ctx<'deps'>, input: ListingPageInput): Promise<ListingPage | null> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `tag:${input.locale}:${input.slug}:${input.page ?? 1}`, async () => {
    const [tag] = await deps.db.select().from(tags).where(and(eq(tags.slug, input.slug), eq(tags.published, true)));
    if (!tag) return null;
    const linked = inArray(products.id, deps.db.select({ id: tagProducts.productId }).from(tagProducts).where(eq(tagProducts.tagId, tag.id)));
    return listingOf(deps, tag, `/tags/${tag.slug}`, linked, input);
  });
}

/** /applications/{slug}: the industry's text and its published products; null for an unknown or unpublished one. */
export function applicationPage(ctx: Ctx<'deps'>, input: ListingPageInput): Promise<ListingPage | null> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `application:${input.locale}:${input.slug}:${input.page ?? 1}`, async () => {
    const [application] = await deps.db
      .select()
      .from(applications)
      .where(and(eq(applications.slug, input.slug), eq(applications.published, true)));
    if (!application) return null;
    const linked = inArray(
      products.id,
      deps.db.select({ id: productApplications.productId }).from(productApplications).where(eq(productApplications.targetId, application.id)),
    );
    return listingOf(deps, application, `/applications/${application.slug}`, linked, input);
  });
}
