import { and, sql, type SQL } from 'drizzle-orm';
import { portalPricesResource } from '../../../../shared/trade/collections/portal-prices';
import type { Actor } from '../../../auth/actor';
import { companies, pricelistPrices, pricelists } from '../../../db/schema';
import { priceSearch } from './price-columns';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';

const list = qualified(pricelistPrices.pricelistId);
const tier = qualified(pricelistPrices.tier);
const modelKey = qualified(pricelistPrices.modelKey);

/** The other prices of the row's model on its list at its tier (its quantity breaks), as `sibling`. */
const siblings = (where?: SQL) =>
  sql`${pricelistPrices} AS "sibling" WHERE "sibling"."pricelist_id" = ${list} AND "sibling"."tier" = ${tier} AND "sibling"."model_key" = ${modelKey}${where ? sql` AND ${where}` : sql``}`;

/**
 * A row is a model: its lowest quantity break at its tier on its list stands for it (one probe of the list's
 * (list, model, tier, quantity) index per price), and carries the others in `breaks`.
 */
const lowestBreak = sql`NOT EXISTS (SELECT 1 FROM ${siblings(sql`"sibling"."min_quantity" < ${qualified(pricelistPrices.minQuantity)}`)})`;

/**
 * The reader's company's price list at its tier, as two values read once (uncorrelated), so a company's rows are one
 * range of the list's index; nothing for a member without a company. An admin reads every list's models.
 */
function readersList(actor: Actor | null): SQL | undefined {
  if (actor?.role === 'admin') return undefined;
  const company = actor?.companyId ?? null;
  return and(
    sql`${list} = (SELECT ${qualified(companies.pricelistId)} FROM ${companies} WHERE ${qualified(companies.id)} = ${company})`,
    sql`${tier} = (SELECT ${qualified(companies.tier)} FROM ${companies} WHERE ${qualified(companies.id)} = ${company})`,
  );
}

/**
 * The server half of /portal/pricelist. A price belongs to every company given its list at its tier, so its company is
 * the reader's when the reader's company has the price's list and tier (`company`, computed for the reader): the
 * company scope's column; `holds` names the same list and tier as index ranges, so the scope's probe runs on the
 * company's own rows only. Another tier's or another list's prices never leave the server. The breaks and the list's
 * currency are computed for the page's rows only.
 */
export const portalPricesCollection = {
  def: portalPricesResource,
  table: pricelistPrices,
  scope: 'company',
  scopeKey: 'company',
  holds: (actor) => and(lowestBreak, readersList(actor)),
  computed: (actor) => ({
    company: sql<number | null>`(SELECT ${qualified(companies.id)} FROM ${companies} WHERE ${qualified(companies.id)} = ${actor?.companyId ?? null} AND ${qualified(companies.pricelistId)} = ${list} AND ${qualified(companies.tier)} = ${tier})`,
    breaks: sql`(SELECT json_group_array(json_object('minQuantity', "sibling"."min_quantity", 'unitPrice', "sibling"."unit_price") ORDER BY "sibling"."min_quantity") FROM ${siblings()})`.mapWith(
      (text: string): unknown => JSON.parse(text),
    ),
    currency: sql<string>`(SELECT ${qualified(pricelists.currency)} FROM ${pricelists} WHERE ${qualified(pricelists.id)} = ${list})`,
  }),
  search: priceSearch,
  sortBy: { modelCode: sql`${pricelistPrices.modelKey}` },
} satisfies ServerResource;
