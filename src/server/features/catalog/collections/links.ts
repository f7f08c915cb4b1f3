import type { z } from 'zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PRODUCT_RELATION_KINDS, type ProductRelationKind } from '../../../../shared/catalog/enums';
import {
  LINK_KINDS,
  ProductLinksInputSchema,
  type LinkKey,
  type ProductLinks,
  type ProductLinksView,
} from '../../../../shared/catalog/collections/links';
import type { Locale } from '../../../../shared/locales';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { productRelations, products } from '../../../db/schema';
import { notFound, validationError, type FieldErrors } from '../../../errors';
import { auditInsert, diffRecords } from '../../logs/audit';
import { bumpCatalog } from '../../content/areas';
import { fieldMessage } from '../../../validation';
import { lookupLabels } from '../../../collections/lookups';
import type { WriteStatement } from '../../../collections/types';
import { LINK_TABLES } from './link-tables';
import type { Ctx } from '../../../service-context';

const isRelation = (key: LinkKey): key is ProductRelationKind => (PRODUCT_RELATION_KINDS as readonly string[]).includes(key);

/** The ids a product links to, per kind, in their order on the product page. */
export async function loadLinks(deps: AppDeps, productId: number): Promise<ProductLinks> {
  const links = Object.fromEntries(LINK_KINDS.map((kind) => [kind.key, [] as number[]])) as ProductLinks;
  const relations = await deps.db
    .select({ kind: productRelations.kind, id: productRelations.relatedId })
    .from(productRelations)
    .where(eq(productRelations.productId, productId))
    .orderBy(asc(productRelations.sort), asc(productRelations.relatedId));
  for (const row of relations) links[row.kind].push(row.id);
  await Promise.all(
    Object.entries(LINK_TABLES).map(async ([key, link]) => {
      const rows = await deps.db
        .select({ id: link.targetId })
        .from(link.table)
        .where(eq(link.productId, productId))
        .orderBy(...(link.sort ? [asc(link.sort)] : []), asc(link.targetId));
      links[key as LinkKey] = rows.map((row) => Number(row.id));
    }),
  );
  return links;
}

/** The links with the names the pickers show (admin.lookup's labels), dropping ids whose record is gone. */
export async function linksView(deps: AppDeps, links: ProductLinks, locale: Locale, actor: Actor): Promise<ProductLinksView> {
  const entries = await Promise.all(
    LINK_KINDS.map(async (kind) => {
      const labels = await lookupLabels(deps, kind.source, links[kind.key], locale, actor);
      return [kind.key, links[kind.key].flatMap((id) => (labels.has(id) ? [{ id, label: labels.get(id)! }] : []))] as const;
    }),
  );
  return Object.fromEntries(entries) as ProductLinksView;
}

export async function getProductLinks(ctx: Ctx<'deps' | 'actor' | 'locale'>, { productId }: { productId: number }): Promise<ProductLinksView> {
  const { deps, locale, actor } = ctx;
  const [product] = await deps.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Product');
  return linksView(deps, await loadLinks(deps, productId), locale, actor);
}

/** Every picked id must exist; a product is not its own accessory. Errors name the list at fault. */
async function checkTargets(ctx: Ctx<'deps' | 'actor' | 'locale'>, productId: number, links: ProductLinks): Promise<void> {
  const errors: FieldErrors = {};
  for (const kind of LINK_KINDS) {
    const ids = links[kind.key];
    if (ids.length === 0) continue;
    const target = isRelation(kind.key) ? products : LINK_TABLES[kind.key].target;
    const found = await ctx.deps.db.select({ id: target.id }).from(target).where(inArray(target.id, ids));
    const known = new Set(found.map((row) => Number(row.id)));
    if (ids.some((id) => !known.has(id)) || (isRelation(kind.key) && ids.includes(productId)))
      errors[kind.key] = [fieldMessage('invalid', kind.key, ctx.locale)];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Replaces the lists that changed: their rows go and come back in the new order. */
function replaceStatements(ctx: Ctx<'deps' | 'actor' | 'locale'>, productId: number, key: LinkKey, ids: number[]): WriteStatement[] {
  const { db } = ctx.deps;
  if (isRelation(key)) {
    const rows = ids.map((relatedId, sort) => ({ productId, relatedId, kind: key, sort }));
    return [
      db.delete(productRelations).where(and(eq(productRelations.productId, productId), eq(productRelations.kind, key))),
      ...(rows.length > 0 ? [db.insert(productRelations).values(rows)] : []),
    ];
  }
  const link = LINK_TABLES[key];
  return [db.delete(link.table).where(eq(link.productId, productId)), ...(ids.length > 0 ? [link.insert(db, productId, ids)] : [])];
}

/**
 * Saves a product's links: the changed lists are replaced and the product's update time moved on (sitemap lastmod)
 * in one batch with the audit entry ({"links.faqs": [before, after]}); nothing changed, nothing written. The public
 * caches are dropped at once (bumpCatalog).
 */
export async function saveProductLinks(ctx: Ctx<'deps' | 'actor' | 'locale'>, { productId, links }: z.output<typeof ProductLinksInputSchema>): Promise<ProductLinksView> {
  const [product] = await ctx.deps.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Product');
  await checkTargets(ctx, productId, links);
  const before = await loadLinks(ctx.deps, productId);
  const prefixed = (value: ProductLinks) => Object.fromEntries(Object.entries(value).map(([key, ids]) => [`links.${key}`, ids]));
  const changes = diffRecords(prefixed(before), prefixed(links));
  if (Object.keys(changes).length === 0) return linksView(ctx.deps, before, ctx.locale, ctx.actor);
  const changed = LINK_KINDS.filter((kind) => `links.${kind.key}` in changes).map((kind) => kind.key);
  await ctx.deps.db.batch([
    ctx.deps.db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId)),
    ...changed.flatMap((key) => replaceStatements(ctx, productId, key, links[key])),
    auditInsert(ctx.deps, ctx.actor, { section: 'products', action: 'update', recordId: String(productId), changes }),
  ]);
  await bumpCatalog(ctx.deps);
  return linksView(ctx.deps, links, ctx.locale, ctx.actor);
}
