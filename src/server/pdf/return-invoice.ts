import type { ReturnDocument } from '../../shared/returns/documents.types';
import { COLOUR, contentWidth, ensureSpace, style, writeAt, type Doc } from './pdf-kit';
import { blocks, fields, heading, paragraph } from './pdf-layout';
import type { PdfText } from './pdf-text';
import { carrierName, customerLines, linesTable, repairCentreLines, titleBlock } from './return-common';

/**
 * The pro-forma "return invoice" that travels with the parcel through customs: who sends, who receives, what is in
 * it and what it is worth, and that nothing is being sold.
 */
export function invoiceBody(doc: Doc, ret: ReturnDocument, text: PdfText): void {
  titleBlock(doc, text.t('titleInvoice'), text.t('proForma'), ret, text);

  const { customer } = ret;
  blocks(doc, [
    {
      heading: text.t('from'),
      lines: [...customerLines(ret), text.pair(text.t('email'), customer.email), text.pair(text.t('telephone'), customer.telephone)],
    },
    { heading: text.t('to'), lines: repairCentreLines(ret) },
  ]);

  heading(doc, text.t('sectionItems'));
  linesTable(doc, ret, text, true);

  fields(doc, [
    { label: text.t('reasonForExport'), value: text.t('exportReason', { purpose: text.purpose(ret.bookingType) }) },
    { label: text.t('countryOfOrigin'), value: text.t('originUk') },
    { label: text.t('carrier'), value: carrierName(ret, text) },
  ]);

  doc.moveDown(1.2);
  paragraph(doc, text.t('declaration'));
  signatureLines(doc, text);
}

/** Blank lines to sign, print the name and date by hand. */
function signatureLines(doc: Doc, text: PdfText): void {
  const gap = 18;
  const width = (contentWidth(doc) - 2 * gap) / 3;
  doc.moveDown(2.5);
  ensureSpace(doc, 40);
  const lineY = doc.y + 20;
  [text.t('signature'), text.t('name'), text.t('date')].forEach((label, index) => {
    const x = doc.page.margins.left + index * (width + gap);
    doc.save().moveTo(x, lineY).lineTo(x + width, lineY).lineWidth(0.7).strokeColor(COLOUR.ink).stroke().restore();
    style(doc, { size: 8, color: COLOUR.muted });
    writeAt(doc, label, x, lineY + 4, { width });
  });
  doc.x = doc.page.margins.left;
  doc.y = lineY + 18;
}
