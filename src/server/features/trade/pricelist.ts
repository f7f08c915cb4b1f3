import { and, asc, eq } from 'drizzle-orm';
import type { PartnerTier } from '../../../shared/partners/enums';
import { type PricelistLookupInput } from '../../../shared/trade/pricelist.schema';
import type { PriceBreak, PricelistHeader, PricelistItem, PriceLookup } from '../../../shared/trade/pricelist.types';
import { modelKeyOf } from '../../../shared/trade/trade.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { companies, pricelistPrices, pricelists } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { tradeMessage } from './messages';
import type { Ctx } from '../../service-context';
import { isoDay } from '../../../shared/format/iso-days';

/**
 * /portal/pricelist and /portal/pricelist/lookup (issue 12): the company's price list at the company's tier (its
 * heading, the lookup, the downloads; the list is the portalPrices collection). Every read filters on (pricelist_id,
 * tier) of the company, so another tier's prices never leave the server.
 */

export interface CompanyPricing {
  companyName: string;
  tier: PartnerTier;
  pricelist: PricelistHeader | null;
}

/**
 * The price list and tier of the actor's company; an admin's portal names a company (`companyId`) or sees the empty
 * state. A member without a company, or an admin naming an unknown one: 404.
 */
export async function companyPricing(deps: AppDeps, actor: Actor, companyId: number | undefined): Promise<CompanyPricing | null> {
  const id = actor.role === 'admin' ? companyId : actor.companyId;
  if (id === undefined) return null;
  if (id === null) throw notFound('Company');
  const [row] = await deps.db
    .select({ name: companies.name, tier: companies.tier, list: { id: pricelists.id, name: pricelists.name, currency: pricelists.currency, validFrom: pricelists.validFrom } })
    .from(companies)
    .leftJoin(pricelists, eq(pricelists.id, companies.pricelistId))
    .where(eq(companies.id, id));
  if (!row) throw notFound('Company');
  const list = row.list?.id ? { id: row.list.id, name: row.list.name, currency: row.list.currency, validFrom: row.list.validFrom ? isoDay(row.list.validFrom) : null } : null;
  return { companyName: row.name, tier: row.tier, pricelist: list };
}

const ofList = (pricelistId: number, tier: PartnerTier) => and(eq(pricelistPrices.pricelistId, pricelistId), eq(pricelistPrices.tier, tier))!;

/** Rows of (model, break) into items with their breaks, lowest quantity first, in the order the codes came. */
function groupItems(rows: Array<{ modelCode: string; modelKey: string; description: string; minQuantity: number; unitPrice: number }>, keys: string[]): PricelistItem[] {
  const byKey = new Map<string, PricelistItem>();
  for (const row of rows) {
    const item = byKey.get(row.modelKey) ?? { modelCode: row.modelCode, description: row.description, breaks: [] };
    if (!item.description && row.description) item.description = row.description;
    item.breaks.push({ minQuantity: row.minQuantity, unitPrice: row.unitPrice });
    byKey.set(row.modelKey, item);
  }
  for (const item of byKey.values()) item.breaks.sort((a, b) => a.minQuantity - b.minQuantity);
  return keys.map((key) => byKey.get(key)).filter((item): item is PricelistItem => item !== undefined);
}

const breakColumns = {
  modelCode: pricelistPrices.modelCode,
  modelKey: pricelistPrices.modelKey,
  description: pricelistPrices.description,
  minQuantity: pricelistPrices.minQuantity,
  unitPrice: pricelistPrices.unitPrice,
};

/**
 * /portal/pricelist's heading: the company's price list (name, currency, valid from) and tier, or null for an admin
 * who names no company; the list's models are the portalPrices collection (features/trade/collections/portal-prices.ts).
 */
export async function pricelistPricing(ctx: Ctx<'deps' | 'actor'>, input: { companyId?: number | undefined }): Promise<CompanyPricing | null> {
  return companyPricing(ctx.deps, ctx.actor, input.companyId);
}

/** Every item of the company's list at its tier (the downloads). */
export async function allPricelistItems(deps: AppDeps, pricelistId: number, tier: PartnerTier): Promise<PricelistItem[]> {
  const rows = await deps.db.select(breakColumns).from(pricelistPrices).where(ofList(pricelistId, tier)).orderBy(asc(pricelistPrices.modelKey), asc(pricelistPrices.minQuantity));
  const keys = [...new Set(rows.map((row) => row.modelKey))];
  return groupItems(rows, keys);
}

/** The break a quantity falls in: the highest minimum quantity not above it (the lowest break below all of them). */
export function breakFor(breaks: readonly PriceBreak[], quantity: number): PriceBreak {
  const sorted = [...breaks].sort((a, b) => a.minQuantity - b.minQuantity);
  let applied = sorted[0]!;
  for (const candidate of sorted) if (candidate.minQuantity <= quantity) applied = candidate;
  return applied;
}

/**
 * /portal/pricelist/lookup: a model code (any spelling) and a quantity → the unit price of the quantity's break,
 * the line total and the breaks. Not on the list at the company's tier (or no list): a 404 saying so.
 */
export async function lookupPrice(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: PricelistLookupInput & { quantity: number }): Promise<PriceLookup> {
  const { deps, actor, locale } = ctx;
  const pricing = await companyPricing(deps, actor, input.companyId);
  if (!pricing?.pricelist) throw new DomainError(404, tradeMessage(locale, pricing ? 'noPriceList' : 'chooseCompany'));
  const rows = await deps.db
    .select(breakColumns)
    .from(pricelistPrices)
    .where(and(ofList(pricing.pricelist.id, pricing.tier), eq(pricelistPrices.modelKey, modelKeyOf(input.modelCode))));
  const [item] = groupItems(rows, rows.length > 0 ? [rows[0]!.modelKey] : []);
  if (!item) throw new DomainError(404, tradeMessage(locale, 'notOnPriceList', { value: input.modelCode }));
  const applied = breakFor(item.breaks, input.quantity);
  return {
    modelCode: item.modelCode,
    description: item.description,
    currency: pricing.pricelist.currency,
    quantity: input.quantity,
    appliedMinQuantity: applied.minQuantity,
    unitPrice: applied.unitPrice,
    lineTotal: applied.unitPrice * input.quantity,
    breaks: item.breaks,
    belowLowestBreak: input.quantity < item.breaks[0]!.minQuantity,
  };
}
