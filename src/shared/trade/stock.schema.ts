/**
 * /portal/stock (issue 12): the levels themselves are a collection (shared/trade/collections/stock.ts); these are the
 * workflows beside it.
 */

/** The stock CSV: model_code and quantity; threshold optional (an existing level keeps its own). */
export const STOCK_CSV_COLUMNS = ['model_code', 'quantity', 'threshold'] as const;
