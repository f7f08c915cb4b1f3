import type { ReturnDocument } from '../../shared/returns/documents.types';
import { COLOUR, FONT, contentWidth, style, write, type Doc } from './pdf-kit';
import type { PdfText } from './pdf-text';
import { table } from './pdf-table';

/** Pieces the three return printouts share. */

/** The big title, the RMA number under it and the date, at the top of the first page. */
export function titleBlock(doc: Doc, title: string, subtitle: string, ret: ReturnDocument, text: PdfText): void {
  const width = contentWidth(doc);
  style(doc, { font: FONT.bold, size: 20, color: COLOUR.accent });
  write(doc, title, { width });
  if (subtitle) {
    style(doc, { size: 10, color: COLOUR.muted });
    write(doc, subtitle, { width });
  }
  doc.moveDown(0.3);
  style(doc, { font: FONT.bold, size: 13 });
  write(doc, text.pair(text.t('rmaNumber'), ret.rmaNumber), { width });
  style(doc, { size: 9, color: COLOUR.muted });
  write(doc, text.pair(text.t('date'), text.date(ret.createdOn)), { width });
  doc.moveDown(0.6);
}

export function repairCentreLines(ret: ReturnDocument): string[] {
  return [ret.repairCentre.name, ...ret.repairCentre.address];
}

/** The carriers a return names by their code (shared/returns/enums.ts CARRIERS), as their own names are written. */
const CARRIER_NAMES: Record<string, string> = { dhl: 'DHL', ups: 'UPS', fedex: 'FedEx', tnt: 'TNT', 'royal-mail': 'Royal Mail' };

/** The carrier as a person reads it: its name, not its code ("Royal Mail", not "royal-mail"; issue 30 item 12). */
export function carrierName(ret: ReturnDocument, text: PdfText): string {
  if (ret.carrier === 'own-arrangement') return text.t('carrierOwnArrangement');
  return CARRIER_NAMES[ret.carrier] ?? ret.carrier;
}

/** The customer as an address block: company first when there is one, as a courier expects. */
export function customerLines(ret: ReturnDocument): string[] {
  const { customer } = ret;
  return [customer.company, customer.name, ...customer.address];
}

export function totalPence(ret: ReturnDocument): number {
  return ret.lines.reduce((sum, line) => sum + line.valuePence, 0);
}

/** The returned items with their values; the invoice closes it with the total. */
export function linesTable(doc: Doc, ret: ReturnDocument, text: PdfText, withTotal: boolean): void {
  table(doc, {
    columns: [
      { header: text.t('colItem'), weight: 3.2 },
      { header: text.t('colPart'), weight: 1.7 },
      { header: text.t('colSerial'), weight: 1.6 },
      { header: text.t('colOrder'), weight: 1.6 },
      { header: text.t('colValue'), weight: 1.4, align: 'right' },
    ],
    rows: ret.lines.map((line) => [
      line.itemName,
      text.part(line.part),
      line.serialNumber,
      line.orderNumber,
      text.money(line.valuePence, ret.currency),
    ]),
    ...(withTotal ? { footer: [text.t('total'), '', '', '', text.money(totalPence(ret), ret.currency)] } : {}),
  });
}
