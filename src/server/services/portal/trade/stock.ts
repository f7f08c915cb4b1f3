import { countMatches, mapPage, offsetPage, escapeLike } from '../../../list';
import type { z } from 'zod';
import { and, asc, count, desc, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { localizedField, type Locale } from '../../../../shared/locales';
import { StockAddSchema, StockUpdateSchema, type StockListQuery } from '../../../../shared/portal/stock.schema';
import type { StockPage, StockRow } from '../../../../shared/portal/stock.types';
import {
  CsvImportSchema,
  modelKeyOf,
  TRADE_IMPORT_MAX_ROWS,
  TRADE_MAX_QUANTITY,
  type ImportReport,
  type ImportRowError,
} from '../../../../shared/portal/trade.schema';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { companies, products, stockLevels } from '../../../db/schema';
import { DomainError, notFound } from '../../../errors';
import { auditInsert, diffRecords } from '../../audit';
import { companyScope } from '../../scope';
import { catalogueByKey } from './catalogue';
import { targetCompany } from './company';
import { cellOf, headerIndex, parseCsv } from './csv';
import { prefixBounds } from './fold';
import { fileProblem, rowProblem } from './import-report';
import { tradeMessage } from './messages';

/**
 * /portal/stock (issue 12): the company's stock per model code (a product or an option of the catalogue) with its
 * low-stock threshold. A level is low at or under its threshold; a threshold of 0 never warns. Every portal member
 * of the company may change the levels (they count the shelves); each change is audited.
 */
export const STOCK_AUDIT_SECTION = 'portal.stock';

const scope = (actor: Actor) => companyScope(actor, stockLevels.companyId);
const lowCondition = and(gt(stockLevels.threshold, 0), lte(stockLevels.quantity, stockLevels.threshold))!;

/** A model code by its start (the unique (company, model code) index serves it), or a product name within the company. */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const [from, to] = prefixBounds(q.toUpperCase());
  const like = `%${escapeLike(q.toLowerCase())}%`;
  return or(and(gte(stockLevels.modelCode, from), lt(stockLevels.modelCode, to)), sql`lower(${products.name_EN}) LIKE ${like} ESCAPE '\\'`);
}

function toRow(row: { level: typeof stockLevels.$inferSelect; product: Record<string, unknown> | null; companyName: string | null }, locale: Locale): StockRow {
  const { level } = row;
  return {
    id: level.id,
    modelCode: level.modelCode,
    productName: row.product ? localizedField(row.product, 'name', locale) : '',
    quantity: level.quantity,
    threshold: level.threshold,
    low: level.threshold > 0 && level.quantity <= level.threshold,
    updatedAt: level.updatedAt.toISOString(),
    companyName: row.companyName ?? '',
  };
}

const productNames = { name_EN: products.name_EN, name_DE: products.name_DE, name_ES: products.name_ES, name_FR: products.name_FR, name_NL: products.name_NL, name_PT: products.name_PT };

/**
 * The company's levels: a company keeps one per model code it stocks (tens to a few thousand rows), so the name
 * search reads within that company only.
 */
export async function listStock(deps: AppDeps, actor: Actor, input: StockListQuery, locale: Locale): Promise<StockPage> {
  const where = and(scope(actor), searchCondition(input.q), input.low ? lowCondition : undefined);
  const by = input.dir === 'asc' ? asc : desc;
  const order = input.sort === 'quantity' ? [by(stockLevels.quantity), asc(stockLevels.modelCode), asc(stockLevels.id)] : [by(stockLevels.modelCode), by(stockLevels.id)];
  const matches = deps.db.select({ id: stockLevels.id }).from(stockLevels).leftJoin(products, eq(products.id, stockLevels.productId)).where(where);
  const [[low], page] = await Promise.all([
    deps.db.select({ n: count() }).from(stockLevels).where(and(scope(actor), lowCondition)),
    offsetPage(input, countMatches(deps, matches), (limit, offset) =>
      deps.db
        .select({ level: stockLevels, product: productNames, companyName: companies.name })
        .from(stockLevels)
        .leftJoin(products, eq(products.id, stockLevels.productId))
        .leftJoin(companies, eq(companies.id, stockLevels.companyId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    ),
  ]);
  return { ...mapPage(page, (row) => toRow(row, locale)), lowCount: low?.n ?? 0, allCompanies: actor.role === 'admin' };
}

async function findLevel(deps: AppDeps, actor: Actor, id: number) {
  const [level] = await deps.db.select().from(stockLevels).where(and(eq(stockLevels.id, id), scope(actor)));
  if (!level) throw notFound('Stock level');
  return level;
}

export async function updateStock(deps: AppDeps, actor: Actor, data: z.output<typeof StockUpdateSchema>, locale: Locale): Promise<{ id: number }> {
  const level = await findLevel(deps, actor, data.id);
  const changes = diffRecords({ quantity: level.quantity, threshold: level.threshold }, { quantity: data.quantity, threshold: data.threshold });
  if (Object.keys(changes).length === 0) return { id: level.id };
  await deps.db.batch([
    deps.db.update(stockLevels).set({ quantity: data.quantity, threshold: data.threshold, updatedBy: actor.id, updatedAt: new Date() }).where(eq(stockLevels.id, level.id)),
    auditInsert(deps, actor, { section: STOCK_AUDIT_SECTION, recordId: String(level.id), action: 'update', changes: { modelCode: [level.modelCode, level.modelCode], ...changes } }),
  ]);
  return { id: level.id };
}

/** Adds a model code of the catalogue to the company's stock; one the company already stocks: 409. */
export async function addStock(deps: AppDeps, actor: Actor, data: z.output<typeof StockAddSchema>, locale: Locale): Promise<{ id: number }> {
  const company = await targetCompany(deps, actor, data.companyId, locale);
  const entry = (await catalogueByKey(deps)).get(modelKeyOf(data.modelCode));
  if (!entry) {
    const message = tradeMessage(locale, 'unknownModel', { value: data.modelCode });
    throw new DomainError(422, message, { modelCode: [message] });
  }
  const [existing] = await deps.db
    .select({ id: stockLevels.id })
    .from(stockLevels)
    .where(and(eq(stockLevels.companyId, company.id), eq(stockLevels.modelCode, entry.modelCode)));
  if (existing) {
    const message = tradeMessage(locale, 'stockExists', { value: entry.modelCode });
    throw new DomainError(409, message, { modelCode: [message] });
  }
  const values = { companyId: company.id, productId: entry.productId, modelCode: entry.modelCode, quantity: data.quantity, threshold: data.threshold, updatedBy: actor.id };
  const [[row]] = (await deps.db.batch([
    deps.db.insert(stockLevels).values(values).returning({ id: stockLevels.id }),
    auditInsert(deps, actor, { section: STOCK_AUDIT_SECTION, action: 'create', recordId: sql`cast(last_insert_rowid() as text)`, changes: values }),
  ])) as unknown as [[{ id: number }]];
  return { id: row.id };
}

export async function removeStock(deps: AppDeps, actor: Actor, id: number): Promise<{ ok: true }> {
  const level = await findLevel(deps, actor, id);
  await deps.db.batch([
    deps.db.delete(stockLevels).where(eq(stockLevels.id, level.id)),
    auditInsert(deps, actor, { section: STOCK_AUDIT_SECTION, recordId: String(level.id), action: 'delete', changes: { modelCode: level.modelCode, quantity: level.quantity, threshold: level.threshold } }),
  ]);
  return { ok: true };
}

/**
 * Stock levels from CSV (`model_code,quantity[,threshold]`): a level is set for each model code, added when the
 * company has none; a missing threshold keeps the existing one (0 for a new level). All rows are checked first and
 * written only when none is refused, in one batch.
 */
export async function importStock(deps: AppDeps, actor: Actor, { csv, companyId }: z.output<typeof CsvImportSchema>, locale: Locale): Promise<ImportReport> {
  const company = await targetCompany(deps, actor, companyId, locale);
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { rows: 0, written: 0, errors: [fileProblem(locale, parsed.line, 'quotes')] };
  const [head, ...body] = parsed.records;
  const header = headerIndex(head);
  if (!header.has('model_code') || !header.has('quantity')) {
    return { rows: body.length, written: 0, errors: [fileProblem(locale, head?.line ?? 1, 'header', 'model_code, quantity, threshold')] };
  }
  if (body.length === 0) return { rows: 0, written: 0, errors: [fileProblem(locale, head?.line ?? 1, 'empty')] };
  if (body.length > TRADE_IMPORT_MAX_ROWS) return { rows: body.length, written: 0, errors: [fileProblem(locale, body[0]!.line, 'tooManyRows', undefined, TRADE_IMPORT_MAX_ROWS)] };

  const catalogue = await catalogueByKey(deps);
  const existing = new Map(
    (await deps.db.select().from(stockLevels).where(eq(stockLevels.companyId, company.id))).map((level) => [level.modelCode, level]),
  );
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  const writes: BatchItem<'sqlite'>[] = [];
  const count = (text: string) => (/^\d{1,7}$/.test(text) && Number(text) <= TRADE_MAX_QUANTITY ? Number(text) : null);
  const now = new Date();
  for (const record of body) {
    const before = errors.length;
    const refuse = (problem: ImportRowError['problem'], column: string, value?: string, n?: number) => errors.push(rowProblem(locale, record.line, problem, column, value, n));
    const code = cellOf(record, header, 'model_code');
    const quantity = count(cellOf(record, header, 'quantity'));
    const thresholdText = cellOf(record, header, 'threshold');
    const threshold = thresholdText === '' ? undefined : count(thresholdText);
    const entry = code ? catalogue.get(modelKeyOf(code)) : undefined;
    if (!code) refuse('required', 'model_code');
    else if (!entry) refuse('unknownModel', 'model_code', code);
    if (quantity === null) refuse(cellOf(record, header, 'quantity') ? 'quantity' : 'required', 'quantity', undefined, 0);
    if (threshold === null) refuse('quantity', 'threshold', undefined, 0);
    if (entry) {
      const first = seen.get(entry.modelCode);
      if (first !== undefined) refuse('duplicateRow', 'model_code', undefined, first);
      else seen.set(entry.modelCode, record.line);
    }
    if (errors.length > before || !entry || quantity === null || threshold === null) continue;
    const level = existing.get(entry.modelCode);
    if (level) {
      writes.push(deps.db.update(stockLevels).set({ quantity, threshold: threshold ?? level.threshold, updatedBy: actor.id, updatedAt: now }).where(eq(stockLevels.id, level.id)));
    } else {
      writes.push(deps.db.insert(stockLevels).values({ companyId: company.id, productId: entry.productId, modelCode: entry.modelCode, quantity, threshold: threshold ?? 0, updatedBy: actor.id }));
    }
  }
  if (errors.length > 0) return { rows: body.length, written: 0, errors };
  const audit = auditInsert(deps, actor, { section: STOCK_AUDIT_SECTION, action: 'update', recordId: 'import', changes: { import: [null, { companyId: company.id, rows: writes.length }] } });
  await deps.db.batch([audit, ...writes]);
  return { rows: body.length, written: writes.length, errors: [] };
}
