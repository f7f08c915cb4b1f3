import type { CalibrationContent, ConformityContent, TrainingContent } from '../../shared/certificates/certificate.schema';
import type { Doc } from './pdf-kit';
import { bullets, fields, heading, paragraph } from './pdf-layout';
import type { PdfText } from './pdf-text';

/** Sections shared by the certificate kinds, and the bodies of conformity and training certificates. */

export function customerSection(doc: Doc, customer: CalibrationContent['customer'], text: PdfText): void {
  heading(doc, text.t('sectionCustomer'));
  fields(doc, [
    { label: text.t('name'), value: customer.name },
    { label: text.t('company'), value: customer.company },
    { label: text.t('address'), value: customer.address },
  ]);
}

export function instrumentSection(
  doc: Doc,
  instrument: CalibrationContent['instrument'],
  text: PdfText,
  extra: Array<{ label: string; value: string }> = [],
): void {
  heading(doc, text.t('sectionInstrument'));
  fields(doc, [
    { label: text.t('instrument'), value: instrument.name },
    { label: text.t('model'), value: instrument.model },
    { label: text.t('serial'), value: instrument.serial },
    ...extra,
  ]);
}

export function conformityBody(doc: Doc, content: ConformityContent, text: PdfText): void {
  customerSection(doc, content.customer, text);
  instrumentSection(doc, content.instrument, text, [{ label: text.t('dateBuilt'), value: text.date(content.builtOn) }]);
  if (content.standards.length > 0) {
    heading(doc, text.t('sectionStandards'));
    bullets(doc, content.standards);
  }
  heading(doc, text.t('sectionStatement'));
  paragraph(doc, content.statement);
}

export function trainingBody(doc: Doc, content: TrainingContent, expiresOn: string | null, text: PdfText): void {
  doc.moveDown(1);
  paragraph(doc, text.t('trainingStatement'), { size: 10 });
  heading(doc, text.t('sectionLearner'));
  fields(doc, [
    { label: text.t('name'), value: content.learner.name },
    { label: text.t('company'), value: content.learner.company },
  ]);
  heading(doc, text.t('sectionCourse'));
  fields(doc, [
    { label: text.t('courseTitle'), value: content.course.title },
    { label: text.t('duration'), value: hours(content.course.hours, text) },
    { label: text.t('datePassed'), value: text.date(content.passedOn) },
    { label: text.t('score'), value: text.percent(content.scorePct) },
    { label: text.t('validUntil'), value: expiresOn ? text.date(expiresOn) : '' },
  ]);
}

/** "16" becomes "16 hours" in the language; anything else ("2 days") is printed as entered. */
function hours(value: string, text: PdfText): string {
  const trimmed = value.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return trimmed;
  return text.count('hours', Number(trimmed.replace(',', '.')));
}
