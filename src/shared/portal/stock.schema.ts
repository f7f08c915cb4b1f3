import { z } from 'zod';
import { forCompany, modelCode, quantity, recordId } from './trade.schema';
import { ListDirSchema, ListSearchSchema, listSortSchema, OffsetListQuerySchema } from '../list/query';

/** /portal/stock (issue 12): the company's stock per product and option (model code), with low-stock thresholds. */

export const STOCK_SORTS = ['model', 'quantity'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

export const StockListSchema = OffsetListQuerySchema.extend({
  /** Only the levels at or under their threshold. */
  low: z.boolean().default(false),
  sort: listSortSchema(STOCK_SORTS, 'model'),
  dir: ListDirSchema.default('asc'),
});
export type StockListInput = z.input<typeof StockListSchema>;
export type StockListQuery = z.output<typeof StockListSchema>;

export const StockUpdateSchema = z.object({ id: recordId(), quantity: quantity(), threshold: quantity() });
export type StockUpdateInput = z.input<typeof StockUpdateSchema>;

export const StockAddSchema = z.object({ modelCode: modelCode(), quantity: quantity().default(0), threshold: quantity().default(0), companyId: forCompany() });
export type StockAddInput = z.input<typeof StockAddSchema>;

export const StockIdSchema = z.object({ id: recordId() });

/** The catalogue's model codes to pick from (adding a level, recording a sale). */
export const CatalogueModelSearchSchema = z.object({ q: ListSearchSchema });

/** The stock CSV: model_code and quantity; threshold optional (an existing level keeps its own). */
export const STOCK_CSV_COLUMNS = ['model_code', 'quantity', 'threshold'] as const;
