import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { PublishInputSchema, ReorderInputSchema, type OrderedList } from '../../../../shared/catalog/collections/api';
import { categories, productOptions, products } from '../../../db/schema';
import { notFound, validationError } from '../../../errors';
import { auditInsert } from '../../logs/audit';
import { bumpCatalog } from '../../content/areas';
import type { IdTable, WriteStatement } from '../../../collections/types';
import type { Ctx } from '../../../service-context';
import { serverTexts } from '../../../texts';

/** A list whose order and publish switch the console sets: its table, the parent column, and its audit section. */
interface OrderedTable {
  table: IdTable;
  parent: SQLiteColumn;
  sort: SQLiteColumn;
  published: SQLiteColumn;
  /** The resource name, so these entries sit with the form's own in the audit log. */
  section: string;
}

const LISTS: Record<OrderedList, OrderedTable> = {
  categories: { table: categories, parent: categories.parentId, sort: categories.sort, published: categories.published, section: 'categories' },
  products: { table: products, parent: products.categoryId, sort: products.sort, published: products.published, section: 'products' },
  options: {
    table: productOptions,
    parent: productOptions.productId,
    sort: productOptions.sort,
    published: productOptions.published,
    section: 'productoptions',
  },
};

// Every table here has `sort` and `published` properties; drizzle types an update's values per table, not per shape.
type LooseSet = Record<string, never>;

/**
 * Puts every record of a list in the given order (sort = position). The ids must be exactly the list's records, so a
 * list changed meanwhile (another admin added a product) is refused rather than half reordered. Each moved record
 * gets an audit entry ({sort: [before, after]}) in the same batch; the public caches are dropped at once.
 */
export async function reorderList(ctx: Ctx<'deps' | 'actor' | 'locale'>, { list, parentId, ids }: z.output<typeof ReorderInputSchema>): Promise<{ moved: number }> {
  const spec = LISTS[list];
  const current = await ctx.deps.db
    .select({ id: spec.table.id, sort: spec.sort })
    .from(spec.table)
    .where(eq(spec.parent, parentId));
  const sortOf = new Map(current.map((row) => [Number(row.id), Number(row.sort)]));
  const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => sortOf.has(id));
  if (!same) throw validationError({ ids: [serverTexts(ctx.locale).catalog.listChanged] });
  const statements: WriteStatement[] = [];
  ids.forEach((id, position) => {
    const before = sortOf.get(id)!;
    if (before === position) return;
    statements.push(
      ctx.deps.db
        .update(spec.table)
        .set({ sort: position } as unknown as LooseSet)
        .where(eq(spec.table.id, id)),
      auditInsert(ctx.deps, ctx.actor, { section: spec.section, action: 'update', recordId: String(id), changes: { sort: [before, position] } }),
    );
  });
  if (statements.length === 0) return { moved: 0 };
  await ctx.deps.db.batch(statements as [WriteStatement, ...WriteStatement[]]);
  await bumpCatalog(ctx.deps);
  return { moved: statements.length / 2 };
}

/** Publishes or unpublishes one category, product or option (unpublished: a 404 to visitors), audited, caches dropped. */
export async function setPublished(ctx: Ctx<'deps' | 'actor' | 'locale'>, { list, id, published }: z.output<typeof PublishInputSchema>): Promise<{ id: number; published: boolean }> {
  const spec = LISTS[list];
  const [row] = await ctx.deps.db.select({ published: spec.published }).from(spec.table).where(eq(spec.table.id, id));
  if (!row) throw notFound();
  const before = Boolean(row.published);
  if (before === published) return { id, published };
  await ctx.deps.db.batch([
    ctx.deps.db
      .update(spec.table)
      .set({ published } as unknown as LooseSet)
      .where(eq(spec.table.id, id)),
    auditInsert(ctx.deps, ctx.actor, { section: spec.section, action: 'update', recordId: String(id), changes: { published: [before, published] } }),
  ]);
  await bumpCatalog(ctx.deps);
  return { id, published };
}
