import type { SalePeriod } from './sales.schema';

/** One period's totals in one currency (a company selling in two currencies gets two lines for a period). */
export interface SaleTotal {
  /** "2025-03", "2025-Q1" or "2025". */
  period: string;
  currency: string;
  sales: number;
  quantity: number;
  /** Minor units. */
  revenue: number;
}

export interface SaleTotals {
  period: SalePeriod;
  rows: SaleTotal[];
  /** The whole filter's totals per currency. */
  overall: Array<Omit<SaleTotal, 'period'>>;
}
