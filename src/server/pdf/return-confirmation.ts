import type { ReturnDocument } from '../../shared/returns/documents.types';
import { COLOUR, FONT, contentWidth, ensureSpace, measure, style, writeAt, type Doc } from './pdf-kit';
import { blocks, bullets, fields, heading } from './pdf-layout';
import type { PdfText } from './pdf-text';
import { carrierName, customerLines, linesTable, repairCentreLines, titleBlock } from './return-common';

/** The confirmation the customer prints when the return is booked: what was booked and what to do next. */
export function confirmationBody(doc: Doc, ret: ReturnDocument, text: PdfText): void {
  titleBlock(doc, text.t('titleConfirmation'), '', ret, text);
  fields(doc, [
    { label: text.t('bookingType'), value: text.booking(ret.bookingType) },
    { label: text.t('carrier'), value: carrierName(ret, text) },
    { label: text.t('sendFrom'), value: ret.sendFrom },
  ]);
  doc.moveDown(0.8);

  const { customer } = ret;
  blocks(doc, [
    { heading: text.t('repairCentre'), lines: repairCentreLines(ret) },
    {
      heading: text.t('customerDetails'),
      lines: [...customerLines(ret), text.pair(text.t('email'), customer.email), text.pair(text.t('telephone'), customer.telephone)],
    },
    { heading: text.t('invoiceAddress'), lines: ret.invoiceAddress },
  ]);

  heading(doc, text.t('sectionItems'));
  linesTable(doc, ret, text, false);

  heading(doc, text.t('nextSteps'));
  const steps = [text.t('stepPack'), text.t('stepLabel'), text.t('stepCourier', { carrier: carrierName(ret, text) })];
  if (ret.shippingInvoiceCreated) steps.push(text.t('stepInvoice'));
  bullets(doc, steps, (index) => `${index + 1}.`);

  warning(doc, text.t('vatWarning'));
}

/** A boxed, bold notice: the one sentence on the page the customer must not miss. */
function warning(doc: Doc, message: string): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.moveDown(0.8);
  style(doc, { font: FONT.bold, size: 10, color: COLOUR.fail });
  const height = measure(doc, message, width - 20) + 16;
  ensureSpace(doc, height);
  const top = doc.y;
  doc.save().rect(x, top, width, height).lineWidth(1.2).strokeColor(COLOUR.fail).stroke().restore();
  writeAt(doc, message, x + 10, top + 8, { width: width - 20 });
  doc.x = x;
  doc.y = top + height;
}
