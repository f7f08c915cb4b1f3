import bwipjs from 'bwip-js/node';
import type { ReturnDocument } from '../../shared/returns/documents.types';
import { COLOUR, FONT, MM, measure, style, writeAt, type Doc } from './pdf-kit';
import type { PdfText } from './pdf-text';
import { carrierName, customerLines, repairCentreLines } from './return-common';

/**
 * The shipping label: a 100 x 150 mm box (the common thermal label size, so it also suits a label printer) on an A4
 * page, with the destination large, the RMA number large and as a Code 128 barcode the repair centre scans on arrival.
 */

const BOX = { width: 100 * MM, height: 150 * MM };
const PAD = 14;

/** Made before the page: bwip-js is asynchronous, the drawing is not. */
export function labelBarcode(rmaNumber: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: rmaNumber, scale: 3, height: 12, includetext: true });
}

export function labelBody(doc: Doc, ret: ReturnDocument, text: PdfText, barcode: Buffer): void {
  const boxX = (doc.page.width - BOX.width) / 2;
  const boxY = doc.page.margins.top + 8;
  const x = boxX + PAD;
  const width = BOX.width - 2 * PAD;

  // The dashed outline is the cut line.
  doc.save().rect(boxX, boxY, BOX.width, BOX.height).lineWidth(1).dash(5, { space: 3 }).strokeColor(COLOUR.ink).stroke().undash().restore();

  let y = boxY + PAD;
  y = caption(doc, text.t('shipTo'), x, y, width);
  const to = repairCentreLines(ret);
  const toSize = fitSize(doc, to.join('\n'), width, 130, 14, 9);
  style(doc, { font: FONT.bold, size: toSize + 1 });
  writeAt(doc, to[0] ?? '', x, y, { width });
  style(doc, { size: toSize });
  writeAt(doc, to.slice(1).join('\n'), x, doc.y, { width });
  y = separator(doc, x, doc.y + 8, width);

  y = caption(doc, text.t('rmaNumber'), x, y, width);
  const rmaSize = fitSize(doc, ret.rmaNumber, width, 34, 26, 12, FONT.bold);
  style(doc, { font: FONT.bold, size: rmaSize });
  writeAt(doc, ret.rmaNumber, x, y, { width, lineBreak: false });
  y += rmaSize + 8;
  // Narrower than the box, centred: Code 128 wants a quiet zone of ten modules either side.
  doc.image(barcode, x + 8, y, { fit: [width - 16, 72], align: 'center' });
  y = separator(doc, x, y + 80, width);

  y = caption(doc, text.t('from'), x, y, width);
  style(doc, { size: 9 });
  writeAt(doc, customerLines(ret).filter((line) => line.trim() !== '').join('\n'), x, y, { width });
  style(doc, { size: 8, color: COLOUR.muted });
  writeAt(doc, text.pair(text.t('carrier'), carrierName(ret, text)), x, boxY + BOX.height - PAD - 10, { width, lineBreak: false });

  style(doc, { size: 9, color: COLOUR.muted });
  writeAt(doc, text.t('labelCut'), boxX, boxY + BOX.height + 10, { width: BOX.width, align: 'center' });
}

function caption(doc: Doc, label: string, x: number, y: number, width: number): number {
  style(doc, { font: FONT.bold, size: 7.5, color: COLOUR.muted });
  writeAt(doc, label.toLocaleUpperCase(), x, y, { width, lineBreak: false });
  return y + 11;
}

function separator(doc: Doc, x: number, y: number, width: number): number {
  doc.save().moveTo(x, y).lineTo(x + width, y).lineWidth(0.8).strokeColor(COLOUR.ink).stroke().restore();
  return y + 8;
}

/** The largest size from `max` down to `min` at which `value` fits in `height` (a long address shrinks, not spills). */
function fitSize(doc: Doc, value: string, width: number, height: number, max: number, min: number, font: string = FONT.regular): number {
  for (let size = max; size > min; size -= 1) {
    style(doc, { font, size });
    if (measure(doc, value, width) <= height) return size;
  }
  return min;
}
