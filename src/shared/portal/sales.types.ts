import type { OffsetPage } from '../list/page';
import type { SalePeriod } from './sales.schema';

export interface SaleRow {
  id: number;
  soldOn: string;
  serialNumber: string;
  /** The sold instrument's serial page, when the serial is still the company's. */
  serialId: number | null;
  modelCode: string;
  productName: string;
  customerName: string;
  /** The end customer's e-mail as recorded ('' when none). */
  customerEmail: string;
  quantity: number;
  unitPrice: number;
  currency: string;
  /** quantity × unit price, in minor units. */
  lineTotal: number;
  reference: string;
  /** The company (an admin's portal shows every company's sales). */
  companyName: string;
}

export interface SalePage extends OffsetPage<SaleRow> {
  allCompanies: boolean;
}

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
