import { z } from 'zod';
import type { Locale } from '../locales';

/**
 * What a certificate says, frozen when it is issued (certificates.content). One shape per kind; the PDF and the
 * verification page are drawn from it. Personal data (customer, learner) is printed on the PDF only: the public
 * verification page shows the number, the instrument and the dates.
 */

const text = (max = 300) => z.string().trim().max(max);

const LaboratorySchema = z.object({
  name: text(),
  address: text(500),
  /** An accreditation reference when the laboratory holds one ("UKAS 0000"); empty otherwise. */
  accreditation: text(100),
});

export const CustomerSchema = z.object({
  name: text(),
  company: text(),
  address: text(500),
});

const InstrumentSchema = z.object({
  /** The instrument's name in the certificate's language ("VH-15 Portable DC Holiday Detector"). */
  name: text(),
  model: text(100),
  serial: text(100),
});

/** A reference standard used, with its own certificate number (ISO/IEC 17025 7.8.4.1 traceability). */
export const ReferenceStandardSchema = z.object({
  name: text(),
  certificateNumber: text(100),
  dueOn: text(10),
});

/** One measured point: the nominal value, what the instrument read, the tolerance and the expanded uncertainty. */
export const ReadingSchema = z.object({
  parameter: text(200),
  unit: text(20),
  nominal: text(40),
  reading: text(40),
  tolerance: text(40),
  uncertainty: text(40),
  pass: z.boolean(),
});

const CalibrationContentSchema = z.object({
  kind: z.literal('calibration'),
  laboratory: LaboratorySchema,
  customer: CustomerSchema,
  instrument: InstrumentSchema,
  calibratedOn: text(10),
  /** When the instrument was received, if it came in for the calibration. */
  receivedOn: text(10),
  procedure: text(),
  references: z.array(ReferenceStandardSchema).max(20),
  environment: z.object({ temperatureC: text(20), humidityPct: text(20) }),
  results: z.array(ReadingSchema).max(60),
  /** The combined uncertainty statement (coverage factor and confidence). */
  uncertaintyStatement: text(600),
  traceability: text(600),
  signatory: z.object({ name: text(), role: text() }),
  /** Printed only when the customer asked for it (ISO/IEC 17025 7.8.4.3). */
  recommendedIntervalMonths: z.number().int().min(1).max(120).nullable(),
  remarks: text(1000),
});

const ConformityContentSchema = z.object({
  kind: z.literal('conformity'),
  laboratory: LaboratorySchema,
  customer: CustomerSchema,
  instrument: InstrumentSchema,
  builtOn: text(10),
  /** The standards and directives the instrument was built and tested to. */
  standards: z.array(text(200)).max(20),
  statement: text(1000),
  signatory: z.object({ name: text(), role: text() }),
});

const TrainingContentSchema = z.object({
  kind: z.literal('training'),
  laboratory: LaboratorySchema,
  learner: z.object({ name: text(), company: text() }),
  course: z.object({ title: text(), hours: text(20) }),
  passedOn: text(10),
  scorePct: z.number().int().min(0).max(100),
  signatory: z.object({ name: text(), role: text() }),
});

export const CertificateContentSchema = z.discriminatedUnion('kind', [
  CalibrationContentSchema,
  ConformityContentSchema,
  TrainingContentSchema,
]);

export type CertificateContent = z.infer<typeof CertificateContentSchema>;
export type CalibrationContent = z.infer<typeof CalibrationContentSchema>;
export type ConformityContent = z.infer<typeof ConformityContentSchema>;
export type TrainingContent = z.infer<typeof TrainingContentSchema>;
export type Reading = z.infer<typeof ReadingSchema>;
export type ReferenceStandard = z.infer<typeof ReferenceStandardSchema>;

/** What a PDF is drawn from: the certificate's row and its frozen content. */
export interface CertificateDocument {
  number: string;
  issuedOn: string;
  expiresOn: string | null;
  locale: Locale;
  /** The public verification URL the QR code opens. */
  verifyUrl: string;
  content: CertificateContent;
}
