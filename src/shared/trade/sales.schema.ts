import { z } from 'zod';
import { oneLine } from '../validation';
import {
  forCompany,
  isoDate,
  minorAmount,
  modelCode,
  quantity,
  TRADE_CURRENCIES,
} from './trade.schema';
import { ResourceListInputSchema } from '../collections/list';

/** /portal/sales (issue 12): the company's sales to end customers, their totals by period, CSV out and in. */
/** The longest reference a sale may carry. */
export const SALE_REFERENCE_MAX = 100;
/** The longest end-customer e-mail a sale may carry (RFC 5321's limit for a path). */
export const SALE_EMAIL_MAX = 254;

const emailShape = z.email();
/** Whether a typed end-customer e-mail is acceptable: nothing, or one address. */
export const isSaleEmail = (value: string) => value === '' || (value.length <= SALE_EMAIL_MAX && emailShape.safeParse(value).success);

export const SALE_PERIODS = ['month', 'quarter', 'year'] as const;
export type SalePeriod = (typeof SALE_PERIODS)[number];

/**
 * The list's search and filters (the sales collection's: serial, customer or model code; days sold), shared by the
 * totals and the CSV download ("the current filter").
 */
export const SaleFilterSchema = ResourceListInputSchema.pick({ q: true, filters: true });
export type SaleFilter = z.output<typeof SaleFilterSchema>;

export const SaleTotalsSchema = SaleFilterSchema.extend({ period: z.enum(SALE_PERIODS).default('month') });

export const SaleExportSchema = SaleFilterSchema;

/**
 * Recording a sale: one of the company's own serials (quantity 1), or a model code and a quantity (a part, or an
 * instrument without its serial). The price is per unit in minor units of the currency.
 */
const saleFields = {
  serial: oneLine(40).default(''),
  modelCode: modelCode().or(z.literal('')).default(''),
  quantity: quantity(1).default(1),
  customerName: oneLine(200).min(1),
  /**
   * The end customer's e-mail (optional): the account with this address registers the instrument at once, anyone
   * else's claim waits for the seller (docs/decisions/0030). Refined rather than a union, so the error reads "must be
   * a valid email address".
   */
  customerEmail: z.string().trim().max(SALE_EMAIL_MAX).refine(isSaleEmail, { message: 'msg:email' }).default(''),
  soldOn: isoDate(),
  unitPrice: minorAmount(),
  currency: z.enum(TRADE_CURRENCIES).optional(),
  /** The partner's own reference (invoice or delivery line): unique within the company when given. */
  reference: oneLine(SALE_REFERENCE_MAX).default(''),
};
const hasItem = (sale: { serial: string; modelCode: string }) => sale.serial !== '' || sale.modelCode !== '';

/** A recorded sale as the sales collection reads it (`portal.sales.get`: the correction form's values). */
export const SaleRecordSchema = z.object({
  serialNumber: oneLine(40),
  modelCode: z.string().max(40),
  quantity: quantity(1),
  customerName: saleFields.customerName,
  customerEmail: saleFields.customerEmail,
  soldOn: isoDate(),
  unitPrice: minorAmount(),
  currency: z.enum(TRADE_CURRENCIES),
  reference: saleFields.reference,
});

export const SaleCreateSchema = z
  .object({ ...saleFields, companyId: forCompany() })
  .refine(hasItem, { message: 'msg:required', path: ['serial'] });

export const SaleIdSchema = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Correcting a sale (issue 27, senior roles): the whole sale as the form holds it, checked as a new one would be. The
 * company never changes (a sale recorded for the wrong company is removed and recorded again).
 */
export const SaleUpdateSchema = z
  .object({ id: SaleIdSchema.shape.id, ...saleFields })
  .refine(hasItem, { message: 'msg:required', path: ['serial'] });

/**
 * The columns of the sales CSV (download and import); an import needs serial or model_code, customer, sold_on and
 * reference: the reference makes an import idempotent (a row whose reference is recorded is skipped and reported).
 * customer_email is optional (a file without the column imports as before).
 */
export const SALE_CSV_COLUMNS = ['sold_on', 'serial', 'model_code', 'quantity', 'customer', 'customer_email', 'unit_price', 'currency', 'reference'] as const;

/** The columns an import must name (serial or model_code besides). */
export const SALE_CSV_REQUIRED = ['sold_on', 'customer', 'reference'] as const;
