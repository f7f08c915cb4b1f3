import { z } from 'zod';
import { CHECKSUM_ALGORITHMS } from './check-digit';
import { SERIAL_STATUSES } from './enums';
import { isoDate } from './service.schema';
import { oneLine } from '../validation';

/** /admin/serials/search: one instrument with the number looked up (admin.serials.lookup). */
export interface AdminSerialRow {
  id: number;
  number: string;
  product: string;
  modelCode: string;
  status: (typeof SERIAL_STATUSES)[number];
  buildDate: string;
  company: string;
  owner: string;
  nextDueOn: string | null;
}

export const SerialUpdateSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(SERIAL_STATUSES),
  companyId: z.number().int().positive().nullable(),
  soldOn: isoDate.nullable(),
  soldTo: oneLine(200),
  nextDueOn: isoDate.nullable(),
});

/** CSV import: at most this many rows at once (a production batch or a distributor's delivery). */
export const SERIAL_IMPORT_MAX_ROWS = 5000;
export const SerialImportSchema = z.object({ csv: z.string().min(1).max(1_000_000) });

export interface SerialImportReport {
  created: number;
  updated: number;
  rows: Array<{ line: number; number: string; outcome: 'created' | 'updated' | 'error'; message: string }>;
}

export const ChecksumRuleSchema = z.object({
  /** null until a product is chosen: answered "required". */
  productId: z.number().nullable().pipe(z.number().int().positive()),
  pattern: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((value) => {
      try {
        new RegExp(value);
        return true;
      } catch {
        return false;
      }
    }, 'msg:invalid'),
  algorithm: z.enum(CHECKSUM_ALGORITHMS),
});
