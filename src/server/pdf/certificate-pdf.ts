import QRCode from 'qrcode';
import type { CertificateContent, CertificateDocument } from '../../shared/certificates/certificate.schema';
import { calibrationBody } from './certificate-calibration';
import { conformityBody, trainingBody } from './certificate-sections';
import { COLOUR, FONT, contentWidth, createDocument, finish, style, write, writeAt, type Doc } from './pdf-kit';
import { fields, heading, paragraph, runningHeads } from './pdf-layout';
import { pdfText, type PdfText, type PdfTextKey } from './pdf-text';

/**
 * A certificate as a PDF: calibration (ISO/IEC 17025 clause 7.8), conformity or training. Every page carries the
 * company, the title and the certificate number, and "Page x of y"; the first page carries the QR code that opens the
 * public verification page.
 */

const TITLE: Record<CertificateContent['kind'], PdfTextKey> = {
  calibration: 'titleCalibration',
  conformity: 'titleConformity',
  training: 'titleTraining',
};

const QR_SIZE = 96;
const PANEL_WIDTH = 150;

export async function renderCertificatePdf(cert: CertificateDocument): Promise<Buffer> {
  const text = pdfText(cert.locale);
  const title = text.t(TITLE[cert.content.kind]);
  const qr = await QRCode.toBuffer(cert.verifyUrl, { errorCorrectionLevel: 'M', margin: 2, scale: 4 });
  const doc = createDocument({ title: `${title} ${cert.number}`, subject: cert.content.laboratory.name, locale: cert.locale });

  firstPage(doc, cert, text, title, qr);
  const content = cert.content;
  if (content.kind === 'calibration') calibrationBody(doc, content, text);
  else if (content.kind === 'conformity') conformityBody(doc, content, text);
  else trainingBody(doc, content, cert.expiresOn, text);
  signatory(doc, content.signatory, content.laboratory.name, text);
  // ISO/IEC 17025's reproduction clause belongs to a laboratory's report: a calibration, not a course or a declaration.
  if (content.kind === 'calibration') {
    doc.moveDown(1);
    paragraph(doc, text.t('reproduction'), { font: FONT.italic, size: 8, color: COLOUR.muted });
  }

  runningHeads(doc, {
    title,
    reference: `${text.t('certificateNumber')} ${cert.number}`,
    pageOf: (page, pages) => text.t('pageOf', { page, pages }),
  });
  return finish(doc);
}

/** The title, the number and the issuer on the left; the QR code, its caption and the URL on the right. */
function firstPage(doc: Doc, cert: CertificateDocument, text: PdfText, title: string, qr: Buffer): void {
  const left = doc.page.margins.left;
  const top = doc.y;
  const panelX = left + contentWidth(doc) - PANEL_WIDTH;
  const columnWidth = contentWidth(doc) - PANEL_WIDTH - 20;

  doc.image(qr, panelX + (PANEL_WIDTH - QR_SIZE) / 2, top, { width: QR_SIZE, height: QR_SIZE });
  style(doc, { font: FONT.bold, size: 8.5, color: COLOUR.accent });
  writeAt(doc, text.t('verifyCaption'), panelX, top + QR_SIZE + 4, { width: PANEL_WIDTH, align: 'center' });
  style(doc, { size: 6.5, color: COLOUR.muted });
  write(doc, cert.verifyUrl, { width: PANEL_WIDTH, align: 'center' });
  const panelBottom = doc.y;

  style(doc, { font: FONT.bold, size: 20, color: COLOUR.accent });
  writeAt(doc, title, left, top, { width: columnWidth });
  style(doc, { font: FONT.bold, size: 12 });
  write(doc, cert.number, { width: columnWidth });
  doc.moveDown(0.6);
  fields(doc, [{ label: text.t('dateOfIssue'), value: text.date(cert.issuedOn) }], { x: left, width: columnWidth });
  doc.moveDown(0.5);
  style(doc, { font: FONT.bold, size: 9, color: COLOUR.accent });
  writeAt(doc, text.t('sectionLaboratory'), left, doc.y, { width: columnWidth });
  doc.moveDown(0.2);
  const lab = cert.content.laboratory;
  // A training certificate's issuer is the company, which holds no laboratory accreditation to name.
  const accreditation = cert.content.kind === 'training' ? [] : [{ label: text.t('accreditation'), value: lab.accreditation }];
  fields(
    doc,
    [{ label: text.t('name'), value: lab.name }, { label: text.t('address'), value: lab.address }, ...accreditation],
    { x: left, width: columnWidth },
  );
  doc.x = left;
  doc.y = Math.max(doc.y, panelBottom);
}

function signatory(doc: Doc, person: { name: string; role: string }, laboratory: string, text: PdfText): void {
  heading(doc, text.t('sectionSignatory'));
  paragraph(doc, person.name, { font: FONT.bold, size: 10 });
  paragraph(doc, person.role);
  paragraph(doc, text.t('onBehalfOf', { laboratory }), { color: COLOUR.muted });
}
