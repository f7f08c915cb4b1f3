import { z } from 'zod';
import { ReadingSchema, ReferenceStandardSchema } from '../certificates/certificate.schema';
import { SERVICE_KINDS } from './enums';
import { oneLine } from '../validation';
import { isIsoDay } from '../format/iso-days';

/** A real calendar day, YYYY-MM-DD: "2025-02-30" is refused, not rolled over to 2 March. */
const isoDate = z.string().refine(isIsoDay, 'msg:invalid');

/**
 * The work a service records: who did it and when, and for a calibration the procedure, conditions, reference
 * standards and readings. The back office's record and a service centre's completed job (services.schema.ts) alike.
 */
export const serviceWorkFields = {
  performedOn: isoDate,
  performedBy: oneLine(120).min(1),
  procedure: oneLine(300).default(''),
  temperatureC: oneLine(20).default(''),
  humidityPct: oneLine(20).default(''),
  references: z.array(ReferenceStandardSchema).max(20).default([]),
  results: z.array(ReadingSchema).max(60).default([]),
  notes: z.string().trim().max(2000).default(''),
};
export type ServiceWork = z.output<z.ZodObject<typeof serviceWorkFields>>;

/** A calibration or other service recorded in the back office (/admin/serials/service). */
export const ServiceRecordInputSchema = z
  .object({
    serialId: z.number().int().positive(),
    kind: z.enum(SERVICE_KINDS),
    ...serviceWorkFields,
    returnId: z.number().int().positive().nullable().default(null),
    /** Months to the next calibration (moves next due). */
    // What the admin typed when it is no whole number, so the answer names the field.
    intervalMonths: z.union([z.number(), z.string()]).pipe(z.number().int().min(1).max(60)).default(12),
    /** Print the interval on the certificate: only when the customer asked for it (ISO/IEC 17025 7.8.4.3). */
    intervalOnCertificate: z.boolean().default(false),
  })
  .refine((v) => v.kind !== 'calibration' || (v.procedure !== '' && v.results.length > 0 && v.references.length > 0), {
    message: 'msg:required',
    path: ['results'],
  });
export type ServiceRecordInput = z.input<typeof ServiceRecordInputSchema>;

export { isoDate };
