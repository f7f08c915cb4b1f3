import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Link } from '../../../shared/catalog/catalog.types';
import type { Related } from '../../../shared/editorial/articles.types';
import { localizedField, type Locale } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { applications, productApplications, products, tagProducts, tags } from '../../db/schema';
import { cardColumns, toCard } from '../catalog/cards';
import { localizedColumns } from '../content/localized';

/**
 * Cross-links of a news post, event, case study or offer. Posts and events have no product links of their own, but
 * their text names instruments by model code ("the new VP-50"): those products are the related ones, after any the
 * article is linked to (a case study's products). Their industries and product groups follow.
 */

const MAX_PRODUCTS = 6;
const MAX_LINKS = 6;

/** Published products by upper-case model code, kept with the pages area (any catalogue write drops it). */
function modelCodes(deps: AppDeps): Promise<Record<string, number>> {
  return deps.cache.value(PAGES_AREA, 'articles:model-codes', async () => {
    const rows = await deps.db
      .select({ id: products.id, code: products.modelCode })
      .from(products)
      .where(eq(products.published, true))
      .orderBy(asc(products.id));
    const byCode: Record<string, number> = {};
    // A code without a digit ("PRO") would match ordinary words.
    for (const row of rows) if (/\d/.test(row.code)) byCode[row.code.toUpperCase()] ??= row.id;
    return byCode;
  });
}

/** Ids of the products whose model code the text names as a whole word, in order of first mention. */
export async function mentionedProducts(deps: AppDeps, text: string): Promise<number[]> {
  const byCode = await modelCodes(deps);
  const ids: number[] = [];
  for (const [token] of text.matchAll(/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*/g)) {
    // The longest code the word starts with: "SH-20-Prüfgerät" and "VP-50-based" name the SH-20 and the VP-50.
    const parts = token.toUpperCase().split('-');
    for (let length = parts.length; length >= 1; length -= 1) {
      const id = byCode[parts.slice(0, length).join('-')];
      if (id === undefined) continue;
      if (!ids.includes(id)) ids.push(id);
      break;
    }
  }
  return ids;
}

/** The products (published, in the order given, at most six) and their published industries and product groups. */
export async function relatedOf(deps: AppDeps, productIds: readonly number[], locale: Locale): Promise<Related> {
  const ids = [...new Set(productIds)].slice(0, MAX_PRODUCTS);
  if (ids.length === 0) return { products: [], applications: [], tags: [] };
  const [cardRows, applicationRows, tagRows] = await Promise.all([
    deps.db.select(cardColumns).from(products).where(and(inArray(products.id, ids), eq(products.published, true))),
    deps.db
      .selectDistinct({ slug: applications.slug, sort: applications.sort, id: applications.id, ...localizedColumns(applications, 'name') })
      .from(productApplications)
      .innerJoin(applications, eq(applications.id, productApplications.targetId))
      .where(and(inArray(productApplications.productId, ids), eq(applications.published, true)))
      .orderBy(asc(applications.sort), asc(applications.id)),
    deps.db
      .selectDistinct({ slug: tags.slug, sort: tags.sort, id: tags.id, ...localizedColumns(tags, 'name') })
      .from(tagProducts)
      .innerJoin(tags, eq(tags.id, tagProducts.tagId))
      .where(and(inArray(tagProducts.productId, ids), eq(tags.published, true)))
      .orderBy(asc(tags.sort), asc(tags.id)),
  ]);
  const order = new Map(ids.map((id, index) => [id, index]));
  const link = (row: Record<string, unknown>, url: string): Link => ({ name: localizedField(row, 'name', locale), url });
  return {
    products: cardRows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map((row) => toCard(row, locale)),
    applications: applicationRows.slice(0, MAX_LINKS).map((row) => link(row, `/applications/${row.slug}`)),
    tags: tagRows.slice(0, MAX_LINKS).map((row) => link(row, `/tags/${row.slug}`)),
  };
}

/** The text an article names products in: title, summary and body, tags dropped. */
export function searchableText(...parts: string[]): string {
  return parts.join(' ').replace(/<[^>]*>/g, ' ');
}
