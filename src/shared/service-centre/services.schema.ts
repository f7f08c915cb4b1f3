import { z } from 'zod';
import { isoDate, serviceWorkFields } from '../serials/service.schema';
import { SERIAL_MAX_LENGTH } from '../serials/serial-number';
import { SERVICE_JOB_KINDS, SERVICE_JOB_STATUSES } from '../partners/enums';
import { oneLine } from '../validation';

/**
 * /portal/services (issue 12): the service jobs a certified partner performs as a service centre. Bad input is refused
 * by the procedures before any service runs; the list screen keeps its filters in the address.
 */
/** The moves a job may make by hand; `completed` has its own procedure (it records the work done). */
export const SERVICE_JOB_MOVES = ['in-progress', 'cancelled'] as const;
export type ServiceJobMove = (typeof SERVICE_JOB_MOVES)[number];

/** From which status each status may be reached: received → in progress → completed; cancelled before completion. */
export const SERVICE_JOB_NEXT: Record<(typeof SERVICE_JOB_STATUSES)[number], ReadonlyArray<(typeof SERVICE_JOB_STATUSES)[number]>> = {
  received: ['in-progress', 'cancelled'],
  'in-progress': ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const serialNumber = z.string().trim().min(1).max(SERIAL_MAX_LENGTH);

/** "Which instrument is this?": any Voltara serial number, in any spelling. */
export const ServiceSerialLookupSchema = z.object({ number: serialNumber });

/** A job opened for an instrument a customer brings; the serial id picks one when the number names several models. */
export const ServiceJobOpenSchema = z.object({
  serialNumber,
  serialId: id.optional(),
  kind: z.enum(SERVICE_JOB_KINDS),
  customerName: oneLine(200).min(1),
  receivedOn: isoDate,
  notes: z.string().trim().max(2000).default(''),
  /** Only an admin names the company (a partner's jobs are always its own company's). */
  companyId: id.optional(),
});

export const ServiceJobMoveSchema = z.object({ id, status: z.enum(SERVICE_JOB_MOVES) });

/**
 * Completing a job records the work: who did it and when, and for a calibration the procedure, conditions, reference
 * standards and readings (as shared/serials/service.schema.ts records them), from which the certificate is issued.
 */
export const ServiceJobCompleteSchema = z
  .object({
    id,
    ...serviceWorkFields,
    /** Months to the next calibration (moves the instrument's next due date). */
    intervalMonths: z.number().int().min(1).max(60).default(12),
    /** Print the interval on the certificate: only when the customer asked for it (ISO/IEC 17025 7.8.4.3). */
    intervalOnCertificate: z.boolean().default(false),
  });
export type ServiceJobCompleteInput = z.input<typeof ServiceJobCompleteSchema>;
export type ServiceJobComplete = z.output<typeof ServiceJobCompleteSchema>;
