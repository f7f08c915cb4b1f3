import { and, asc, eq } from 'drizzle-orm';
import type { GuideInput } from '../../../shared/library/library.schema';
import type { GuidePage } from '../../../shared/library/library.types';
import { localizedField } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import { documents, productGuides, products } from '../../db/schema';
import { documentSections } from '../content/content-reads';
import type { Ctx } from '../../service-context';

const NUMERIC_ID = /^[1-9]\d{0,11}$/;

/**
 * /guides/{id}: a published document (by id or by slug) with all its pages in order, in one language, and the
 * products it is the how-to guide of; null when there is no such published document (the page answers 404). The
 * sections are read by the information pages' documentSections, so a guide and a legal text show a document alike.
 * The document is looked up on every call (one indexed read: a URL's odd text must not fill the cache with misses);
 * what it shows is cached with the pages by its id (an admin save drops every entry).
 */
export async function guidePage(ctx: Ctx<'deps'>, input: GuideInput): Promise<GuidePage | null> {
  const { deps } = ctx;
  if (input.id === '') return null;
  const [document] = await deps.db
    .select({ id: documents.id, slug: documents.slug })
    .from(documents)
    .where(and(NUMERIC_ID.test(input.id) ? eq(documents.id, Number(input.id)) : eq(documents.slug, input.id), eq(documents.published, true)));
  if (!document) return null;
  return deps.cache.value(PAGES_AREA, `library:guide:${document.id}:${input.locale}`, async () => {
    const content = await documentSections(deps, document.slug, input.locale);
    if (!content) return null;
    const linked = await deps.db
      .select({ product: products })
      .from(productGuides)
      .innerJoin(products, eq(products.id, productGuides.productId))
      .where(and(eq(productGuides.targetId, document.id), eq(products.published, true)))
      .orderBy(asc(products.sort), asc(products.name_EN), asc(products.id));
    return {
      id: document.id,
      slug: document.slug,
      title: content.title,
      sections: content.sections,
      products: linked.map(({ product }) => ({ name: localizedField(product, 'name', input.locale), slug: product.slug })),
    };
  });
}
