import type { z } from 'zod';
import { asc, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Locale } from '../../../shared/locales';
import { PARTNER_TIERS, type PartnerTier } from '../../../shared/partners/enums';
import { AdminPriceCreateSchema, AdminPriceImportSchema, AdminPriceUpdateSchema } from '../../../shared/trade/pricelist.schema';
import type { PricelistCompany } from '../../../shared/trade/pricelist.types';
import {
  modelKeyOf,
  parseMoney,
  TRADE_IMPORT_MAX_ROWS,
  TRADE_MAX_QUANTITY,
  type ImportReport,
  type ImportRowError,
} from '../../../shared/trade/trade.schema';
import type { AppDeps } from '../../deps';
import { companies, pricelistPrices, pricelists } from '../../db/schema';
import { DomainError } from '../../errors';
import { databaseErrorMatches } from '../users/rules';
import { auditInsert, diffRecords } from '../logs/audit';
import { catalogueByKey, type CatalogueEntry } from './catalogue';
import { cellOf, headerIndex, parseCsv } from './csv';
import { fileProblem, rowProblem } from './import-report';
import { tradeMessage } from './messages';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

/**
 * /admin/settings/pricelists/{id} (issue 12): the writes of one price list's prices by tier and minimum quantity (the
 * list is the adminPrices collection, resources/pricelists). Each write is audited with the write in one batch; an
 * import is checked whole and written whole or not at all.
 */
export const PRICES_AUDIT_SECTION = 'settings/pricelists.prices';

async function findList(deps: AppDeps, id: number) {
  return rowOr404(deps, pricelists, eq(pricelists.id, id), 'Price list');
}

/** The companies a price list is given to, with their tier, by name: the sentence above the list's prices. */
export async function pricelistCompanies(ctx: Ctx<'deps'>, { pricelistId }: { pricelistId: number }): Promise<PricelistCompany[]> {
  const { deps } = ctx;
  const list = await findList(deps, pricelistId);
  return deps.db.select({ id: companies.id, name: companies.name, tier: companies.tier }).from(companies).where(eq(companies.pricelistId, list.id)).orderBy(asc(companies.name));
}

/** The catalogue entry of a typed model code (prices are of the catalogue's products and options), or a 422. */
async function catalogueEntry(deps: AppDeps, code: string, locale: Locale) {
  const entry = (await catalogueByKey(deps)).get(modelKeyOf(code));
  if (!entry) {
    const message = tradeMessage(locale, 'unknownModel', { value: code });
    throw new DomainError(422, message, { modelCode: [message] });
  }
  return entry;
}

/** A price's stored columns: its catalogue entry's product and model code, the entry's English name by default. */
function priceValues(price: { description: string; tier: PartnerTier; minQuantity: number; unitPrice: number }, entry: CatalogueEntry) {
  const { description, tier, minQuantity, unitPrice } = price;
  return { productId: entry.productId, modelCode: entry.modelCode, modelKey: modelKeyOf(entry.modelCode), description: description || entry.nameEn, tier, minQuantity, unitPrice };
}

const duplicate = (locale: Locale) => {
  const message = tradeMessage(locale, 'priceExists');
  return new DomainError(409, message, { minQuantity: [message] });
};
const isDuplicate = (error: unknown) => databaseErrorMatches(error, /UNIQUE constraint failed: pricelist_prices\./);

export async function createPrice(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof AdminPriceCreateSchema>): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  const list = await findList(deps, data.pricelistId);
  const values = { pricelistId: list.id, ...priceValues(data, await catalogueEntry(deps, data.modelCode, locale)) };
  try {
    const [[row]] = (await deps.db.batch([
      deps.db.insert(pricelistPrices).values(values).returning({ id: pricelistPrices.id }),
      auditInsert(deps, actor, { section: PRICES_AUDIT_SECTION, action: 'create', recordId: sql`cast(last_insert_rowid() as text)`, changes: values }),
    ])) as unknown as [[{ id: number }]];
    return { id: row.id };
  } catch (error) {
    if (isDuplicate(error)) throw duplicate(locale);
    throw error;
  }
}

async function findPrice(deps: AppDeps, id: number) {
  return rowOr404(deps, pricelistPrices, eq(pricelistPrices.id, id), 'Price');
}

export async function updatePrice(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof AdminPriceUpdateSchema>): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  const price = await findPrice(deps, data.id);
  const after = priceValues(data, await catalogueEntry(deps, data.modelCode, locale));
  const before = { productId: price.productId, modelCode: price.modelCode, modelKey: price.modelKey, description: price.description, tier: price.tier, minQuantity: price.minQuantity, unitPrice: price.unitPrice };
  const changes = diffRecords(before, after);
  if (Object.keys(changes).length === 0) return { id: price.id };
  try {
    await deps.db.batch([
      deps.db.update(pricelistPrices).set(after).where(eq(pricelistPrices.id, price.id)),
      auditInsert(deps, actor, { section: PRICES_AUDIT_SECTION, recordId: String(price.id), action: 'update', changes }),
    ]);
  } catch (error) {
    if (isDuplicate(error)) throw duplicate(locale);
    throw error;
  }
  return { id: price.id };
}

export async function deletePrice(ctx: Ctx<'deps' | 'actor'>, { id }: { id: number }): Promise<{ ok: true }> {
  const { deps, actor } = ctx;
  const price = await findPrice(deps, id);
  await deps.db.batch([
    deps.db.delete(pricelistPrices).where(eq(pricelistPrices.id, price.id)),
    auditInsert(deps, actor, { section: PRICES_AUDIT_SECTION, recordId: String(price.id), action: 'delete', changes: price }),
  ]);
  return { ok: true };
}

/**
 * Prices from CSV: `model_code,tier,min_quantity,unit_price[,description]`. `merge` sets each (model, tier, quantity)
 * break of the file, adding the new ones; `replace` makes the file the list's whole content. Every row is checked
 * first; with any refused, nothing is written.
 */
export async function importPrices(ctx: Ctx<'deps' | 'actor' | 'locale'>, { pricelistId, csv, mode }: z.output<typeof AdminPriceImportSchema>): Promise<ImportReport> {
  const { deps, actor, locale } = ctx;
  const list = await findList(deps, pricelistId);
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { rows: 0, written: 0, errors: [fileProblem(locale, parsed.line, 'quotes')] };
  const [head, ...body] = parsed.records;
  const header = headerIndex(head);
  if (!['model_code', 'tier', 'min_quantity', 'unit_price'].every((column) => header.has(column))) {
    return { rows: body.length, written: 0, errors: [fileProblem(locale, head?.line ?? 1, 'header', 'model_code, tier, min_quantity, unit_price, description')] };
  }
  if (body.length === 0) return { rows: 0, written: 0, errors: [fileProblem(locale, head?.line ?? 1, 'empty')] };
  if (body.length > TRADE_IMPORT_MAX_ROWS) return { rows: body.length, written: 0, errors: [fileProblem(locale, body[0]!.line, 'tooManyRows', undefined, TRADE_IMPORT_MAX_ROWS)] };

  const catalogue = await catalogueByKey(deps);
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  const values: Array<typeof pricelistPrices.$inferInsert> = [];
  for (const record of body) {
    const before = errors.length;
    const refuse = (problem: ImportRowError['problem'], column: string, value?: string, n?: number) => errors.push(rowProblem(locale, record.line, problem, column, value, n));
    const cell = (column: string) => cellOf(record, header, column);
    const code = cell('model_code');
    const tier = cell('tier').toLowerCase();
    const minText = cell('min_quantity') || '1';
    const priceText = cell('unit_price');
    const description = cell('description');
    const entry = code ? catalogue.get(modelKeyOf(code)) : undefined;
    if (!code) refuse('required', 'model_code');
    else if (!entry) refuse('unknownModel', 'model_code', code);
    if (!(PARTNER_TIERS as readonly string[]).includes(tier)) refuse('tier', 'tier');
    const minQuantity = /^\d{1,7}$/.test(minText) ? Number(minText) : NaN;
    if (!(minQuantity >= 1 && minQuantity <= TRADE_MAX_QUANTITY)) refuse('quantity', 'min_quantity', undefined, 1);
    const unitPrice = priceText ? parseMoney(priceText) : null;
    if (!priceText) refuse('required', 'unit_price');
    else if (unitPrice === null) refuse('price', 'unit_price');
    if (description.length > 200) refuse('tooLong', 'description');
    if (errors.length > before || !entry || unitPrice === null) continue;
    const breakKey = `${modelKeyOf(entry.modelCode)}|${tier}|${minQuantity}`;
    const first = seen.get(breakKey);
    if (first !== undefined) {
      refuse('duplicateRow', 'min_quantity', undefined, first);
      continue;
    }
    seen.set(breakKey, record.line);
    values.push({ pricelistId: list.id, ...priceValues({ description, tier: tier as PartnerTier, minQuantity, unitPrice }, entry) });
  }
  if (errors.length > 0) return { rows: body.length, written: 0, errors };
  const writes: BatchItem<'sqlite'>[] = [];
  if (mode === 'replace') writes.push(deps.db.delete(pricelistPrices).where(eq(pricelistPrices.pricelistId, list.id)));
  for (let i = 0; i < values.length; i += 200) {
    writes.push(
      deps.db
        .insert(pricelistPrices)
        .values(values.slice(i, i + 200))
        .onConflictDoUpdate({
          target: [pricelistPrices.pricelistId, pricelistPrices.modelKey, pricelistPrices.tier, pricelistPrices.minQuantity],
          set: { unitPrice: sql`excluded.unit_price`, description: sql`excluded.description`, modelCode: sql`excluded.model_code`, productId: sql`excluded.product_id` },
        }),
    );
  }
  await deps.db.batch([
    auditInsert(deps, actor, { section: PRICES_AUDIT_SECTION, recordId: String(list.id), action: 'update', changes: { import: [null, { mode, rows: values.length }] } }),
    ...writes,
  ]);
  return { rows: body.length, written: values.length, errors: [] };
}
