import type { CalibrationContent } from '../../shared/certificates/certificate.schema';
import { COLOUR, type Doc } from './pdf-kit';
import { fields, heading, paragraph } from './pdf-layout';
import type { PdfText } from './pdf-text';
import { table } from './pdf-table';
import { customerSection, instrumentSection } from './certificate-sections';

/** The body of a calibration certificate, in the order of ISO/IEC 17025 clause 7.8.2 and 7.8.4. */
export function calibrationBody(doc: Doc, content: CalibrationContent, text: PdfText): void {
  customerSection(doc, content.customer, text);
  instrumentSection(doc, content.instrument, text);

  heading(doc, text.t('sectionCalibration'));
  fields(doc, [
    { label: text.t('dateReceived'), value: content.receivedOn ? text.date(content.receivedOn) : '' },
    { label: text.t('dateCalibrated'), value: text.date(content.calibratedOn) },
    { label: text.t('procedure'), value: content.procedure },
    // 7.8.4.3: a recommended interval only when the customer asked for one, never a default.
    {
      label: text.t('recommendedInterval'),
      value: content.recommendedIntervalMonths === null ? '' : text.count('months', content.recommendedIntervalMonths),
    },
  ]);

  heading(doc, text.t('sectionEnvironment'));
  fields(doc, [
    { label: text.t('temperature'), value: withUnit(content.environment.temperatureC, '°C') },
    { label: text.t('humidity'), value: withUnit(content.environment.humidityPct, '%') },
  ]);

  if (content.references.length > 0) {
    heading(doc, text.t('sectionReferences'));
    table(doc, {
      columns: [
        { header: text.t('refName'), weight: 5 },
        { header: text.t('refCertificate'), weight: 3 },
        { header: text.t('refDue'), weight: 2.4 },
      ],
      rows: content.references.map((reference) => [reference.name, reference.certificateNumber, text.date(reference.dueOn)]),
    });
  }

  heading(doc, text.t('sectionResults'));
  table(doc, {
    columns: [
      { header: text.t('colParameter'), weight: 2.4 },
      { header: text.t('colUnit'), weight: 0.9 },
      { header: text.t('colNominal'), weight: 1.3, align: 'right' },
      { header: text.t('colReading'), weight: 1.3, align: 'right' },
      { header: text.t('colTolerance'), weight: 1.3, align: 'right' },
      { header: text.t('colUncertainty'), weight: 1.6, align: 'right' },
      { header: text.t('colResult'), weight: 1.4, align: 'center' },
    ],
    rows: content.results.map((reading) => [
      reading.parameter,
      reading.unit,
      reading.nominal,
      reading.reading,
      reading.tolerance,
      reading.uncertainty,
      reading.pass
        ? { text: text.t('pass'), color: COLOUR.pass, bold: true }
        : { text: text.t('fail'), color: COLOUR.fail, bold: true },
    ]),
  });

  heading(doc, text.t('sectionUncertainty'));
  paragraph(doc, content.uncertaintyStatement);
  heading(doc, text.t('sectionTraceability'));
  paragraph(doc, content.traceability);
  if (content.remarks.trim() !== '') {
    heading(doc, text.t('sectionRemarks'));
    paragraph(doc, content.remarks);
  }
}

/** "20 ± 2" becomes "20 ± 2 °C"; a value that already names its unit is left alone. */
function withUnit(value: string, unit: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.includes(unit)) return trimmed;
  return `${trimmed} ${unit}`;
}
