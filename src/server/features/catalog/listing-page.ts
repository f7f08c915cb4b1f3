import { and, eq, inArray } from 'drizzle-orm';
import { CATALOG_PAGE_SIZE, type ListingPage, type ListingPageInput } from '../../../shared/catalog/catalog.types';
import { localizedField } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import { applications, productApplications, products, tagProducts, tags } from '../../db/schema';
import { pagedCards } from './cards';
import type { Ctx } from '../../service-context';

/** /tags/{slug}: the tag's text and its published products; null for an unknown or unpublished tag. */
export function tagPage(ctx: Ctx<'deps'>, input: ListingPageInput): Promise<ListingPage | null> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `tag:${input.locale}:${input.slug}:${input.page ?? 1}`, async () => {
    const [tag] = await deps.db.select().from(tags).where(and(eq(tags.slug, input.slug), eq(tags.published, true)));
    if (!tag) return null;
    const linked = inArray(products.id, deps.db.select({ id: tagProducts.productId }).from(tagProducts).where(eq(tagProducts.tagId, tag.id)));
    return {
      id: tag.id,
      slug: tag.slug,
      url: `/tags/${tag.slug}`,
      name: localizedField(tag, 'name', input.locale),
      descriptionHtml: localizedField(tag, 'description', input.locale),
      products: await pagedCards(deps, linked, input.page ?? 1, CATALOG_PAGE_SIZE, input.locale),
    };
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
    return {
      id: application.id,
      slug: application.slug,
      url: `/applications/${application.slug}`,
      name: localizedField(application, 'name', input.locale),
      descriptionHtml: localizedField(application, 'description', input.locale),
      products: await pagedCards(deps, linked, input.page ?? 1, CATALOG_PAGE_SIZE, input.locale),
    };
  });
}
