import type { ReturnDocument } from '../../shared/returns/documents.types';
import { createDocument, finish } from './pdf-kit';
import { runningHeads } from './pdf-layout';
import { pdfText, type PdfTextKey } from './pdf-text';
import { confirmationBody } from './return-confirmation';
import { invoiceBody } from './return-invoice';
import { labelBarcode, labelBody } from './return-label';

/** The printouts of a booked return, in the customer's language: confirmation, pro-forma return invoice, label. */

export const RETURN_DOCUMENT_KINDS = ['confirmation', 'invoice', 'label'] as const;
export type ReturnDocumentKind = (typeof RETURN_DOCUMENT_KINDS)[number];

const TITLE: Record<ReturnDocumentKind, PdfTextKey> = {
  confirmation: 'titleConfirmation',
  invoice: 'titleInvoice',
  label: 'titleLabel',
};

export async function renderReturnDocument(kind: ReturnDocumentKind, ret: ReturnDocument): Promise<Buffer> {
  const text = pdfText(ret.locale);
  const title = text.t(TITLE[kind]);
  const barcode = kind === 'label' ? await labelBarcode(ret.rmaNumber) : null;
  const doc = createDocument({ title: `${title} ${ret.rmaNumber}`, locale: ret.locale });

  if (kind === 'confirmation') confirmationBody(doc, ret, text);
  else if (kind === 'invoice') invoiceBody(doc, ret, text);
  else if (barcode) labelBody(doc, ret, text, barcode);

  runningHeads(doc, {
    title,
    reference: `${text.t('rmaNumber')} ${ret.rmaNumber}`,
    pageOf: (page, pages) => text.t('pageOf', { page, pages }),
  });
  return finish(doc);
}
