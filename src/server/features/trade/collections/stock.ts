import { and, count, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { stockResource } from '../../../../shared/trade/collections/stock';
import { modelKeyOf } from '../../../../shared/trade/trade.schema';
import { products, stockLevels } from '../../../db/schema';
import { DomainError } from '../../../errors';
import { likeContaining } from '../../../list';
import { catalogueByKey } from '../catalogue';
import { prefixBounds } from '../fold';
import { tradeMessage } from '../messages';
import { STOCK_AUDIT_SECTION } from '../stock-import';
import { rowFilter } from '../../../collections/row-filter';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/** At or under its threshold; a threshold of 0 never warns. */
const lowCondition = and(gt(stockLevels.threshold, 0), lte(stockLevels.quantity, stockLevels.threshold))!;

/**
 * A model code by its start (the unique (company, model code) index serves it), or a product name. The list is
 * already limited to one company (tens to a few thousand rows), so the name test reads within it.
 */
function searchCondition(term: string): SQL {
  const [from, to] = prefixBounds(term.toUpperCase());
  return or(
    and(gte(stockLevels.modelCode, from), lt(stockLevels.modelCode, to)),
    sql`${stockLevels.productId} in (select ${products.id} from ${products} where lower(${products.name_EN}) like ${likeContaining(term)} escape '\\')`,
  )!;
}

/**
 * A new level's model code must be in the catalogue (it is stored as the catalogue spells it, with its product), and
 * the company may hold one level per model code (409: change that one instead). A change records who made it.
 */
async function derive(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: Record<string, unknown>, id: number | null): Promise<Record<string, unknown>> {
  if (id !== null) return { updatedBy: ctx.actor.id };
  const typed = String(data.modelCode);
  const entry = (await catalogueByKey(ctx.deps)).get(modelKeyOf(typed));
  if (!entry) {
    const message = tradeMessage(ctx.locale, 'unknownModel', { value: typed });
    throw new DomainError(422, message, { modelCode: [message] });
  }
  const [existing] = await ctx.deps.db
    .select({ id: stockLevels.id })
    .from(stockLevels)
    .where(and(rowFilter(ctx.actor, stockCollection), sql`${stockLevels.modelCode} = ${entry.modelCode}`));
  if (existing) {
    const message = tradeMessage(ctx.locale, 'stockExists', { value: entry.modelCode });
    throw new DomainError(409, message, { modelCode: [message] });
  }
  return { modelCode: entry.modelCode, productId: entry.productId, updatedBy: ctx.actor.id };
}

/** The server half of /portal/stock: a company's rows, found by model code or product name. */
export const stockCollection = {
  def: stockResource,
  table: stockLevels,
  scope: 'company',
  scopeKey: 'companyId',
  auditSection: STOCK_AUDIT_SECTION,
  relations: { productId: 'products' },
  computed: { status: sql<string>`(case when ${lowCondition} then 'low' else 'ok' end)` },
  search: searchCondition,
  derive,
} satisfies ServerResource;

/** How many of the actor's levels are low, whatever the list shows: the notice above the list. */
export async function countLowStock(ctx: Ctx<'deps' | 'actor'>): Promise<{ count: number }> {
  const { deps, actor } = ctx;
  const [row] = await deps.db
    .select({ n: count() })
    .from(stockLevels)
    .where(and(rowFilter(actor, stockCollection), lowCondition));
  return { count: row?.n ?? 0 };
}
