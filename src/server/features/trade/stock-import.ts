import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  CsvImportSchema,
  modelKeyOf,
  TRADE_IMPORT_MAX_ROWS,
  TRADE_MAX_QUANTITY,
  type ImportReport,
  type ImportRowError,
} from '../../../shared/trade/trade.schema';
import { stockLevels } from '../../db/schema';
import { auditInsert } from '../logs/audit';
import { catalogueByKey } from './catalogue';
import { targetCompany } from './company';
import { cellOf, headerIndex, parseCsv } from './csv';
import { fileProblem, rowProblem } from './import-report';
import type { Ctx } from '../../service-context';

/**
 * The audit section of a company's stock levels: the collection's own changes (features/trade/collections/stock.ts) and its
 * imports, so the trail shows both under one name.
 */
export const STOCK_AUDIT_SECTION = 'portal.stock';

/**
 * Stock levels from CSV (`model_code,quantity[,threshold]`): a level is set for each model code, added when the
 * company has none; a missing threshold keeps the existing one (0 for a new level). All rows are checked first and
 * written only when none is refused, in one batch.
 */
export async function importStock(ctx: Ctx<'deps' | 'actor' | 'locale'>, { csv, companyId }: z.output<typeof CsvImportSchema>): Promise<ImportReport> {
  const { deps, actor, locale } = ctx;
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
