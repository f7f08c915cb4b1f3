import { BRAND } from '../../shared/settings/brand';
import { COLOUR, FONT, contentWidth, ensureSpace, measure, rule, style, write, writeAt, type Doc } from './pdf-kit';

/** Layout pieces shared by certificates and return documents. All take the document and draw at its cursor. */

const LABEL_WIDTH = 130;
const ROW_GAP = 3;

/** A section title; kept with at least a few lines of what follows so it never ends a page. */
export function heading(doc: Doc, text: string): void {
  doc.moveDown(0.8);
  ensureSpace(doc, 48);
  style(doc, { font: FONT.bold, size: 11, color: COLOUR.accent });
  write(doc, text, { width: contentWidth(doc) });
  rule(doc, doc.y + 1, COLOUR.rule);
  doc.y += 5;
}

export interface Field {
  label: string;
  value: string;
}

export interface Area {
  x?: number;
  width?: number;
}

/** Label / value rows; rows without a value are left out (optional data such as "date received"). */
export function fields(doc: Doc, rows: Field[], area: Area = {}): void {
  const x = area.x ?? doc.page.margins.left;
  const width = area.width ?? contentWidth(doc);
  const labelWidth = Math.min(LABEL_WIDTH, width * 0.4);
  const valueWidth = width - labelWidth - 8;
  for (const row of rows) {
    if (row.value.trim() === '') continue;
    style(doc, { font: FONT.regular, size: 9 });
    const height = Math.max(measure(doc, row.label, labelWidth), measure(doc, row.value, valueWidth)) + ROW_GAP;
    ensureSpace(doc, height);
    const y = doc.y;
    style(doc, { font: FONT.regular, size: 9, color: COLOUR.muted });
    writeAt(doc, row.label, x, y, { width: labelWidth });
    style(doc, { font: FONT.regular, size: 9 });
    writeAt(doc, row.value, x + labelWidth + 8, y, { width: valueWidth });
    doc.x = x;
    doc.y = y + height;
  }
  doc.x = doc.page.margins.left;
}

/** Running text across the full width; it may continue on the next page. */
export function paragraph(doc: Doc, text: string, options: { size?: number; font?: string; color?: string } = {}): void {
  if (text.trim() === '') return;
  style(doc, { font: options.font ?? FONT.regular, size: options.size ?? 9, color: options.color ?? COLOUR.ink });
  ensureSpace(doc, 2 * (options.size ?? 9));
  doc.x = doc.page.margins.left;
  write(doc, text, { width: contentWidth(doc), lineGap: 1.5 });
  doc.moveDown(0.3);
}

export function bullets(doc: Doc, items: string[], marker: (index: number) => string = () => '•'): void {
  const indent = 16;
  const x = doc.page.margins.left;
  const width = contentWidth(doc) - indent;
  items.forEach((item, index) => {
    style(doc, { size: 9 });
    const height = measure(doc, item, width, { lineGap: 1.5 }) + ROW_GAP;
    ensureSpace(doc, height);
    const y = doc.y;
    writeAt(doc, marker(index), x, y, { width: indent, lineBreak: false });
    writeAt(doc, item, x + indent, y, { width, lineGap: 1.5 });
    doc.y = y + height;
  });
  doc.x = x;
}

export interface Block {
  heading: string;
  lines: string[];
}

/** Blocks side by side (from / to, address panels), kept together on one page. */
export function blocks(doc: Doc, items: Block[], options: { size?: number; headingSize?: number } = {}): void {
  const size = options.size ?? 9;
  const gap = 18;
  const width = (contentWidth(doc) - gap * (items.length - 1)) / items.length;
  const text = (block: Block) => block.lines.filter((line) => line.trim() !== '').join('\n');
  style(doc, { size });
  const height = Math.max(...items.map((block) => measure(doc, text(block), width))) + 16;
  ensureSpace(doc, height);
  const top = doc.y;
  items.forEach((block, index) => {
    const x = doc.page.margins.left + index * (width + gap);
    style(doc, { font: FONT.bold, size: options.headingSize ?? 8, color: COLOUR.muted });
    writeAt(doc, block.heading.toLocaleUpperCase(), x, top, { width, characterSpacing: 0.4 });
    style(doc, { size });
    writeAt(doc, text(block), x, top + 13, { width });
  });
  doc.x = doc.page.margins.left;
  doc.y = top + height;
}

export interface RunningHead {
  title: string;
  /** "Certificate number CAL-2026-000123": the document's identification, repeated on every page. */
  reference: string;
  /** "Page {page} of {pages}" in the document's language. */
  pageOf: (page: number, pages: number) => string;
  /** Lines centred under the footer's rule, such as a datasheet's contact details. */
  footer?: string[];
}

/**
 * Writes the header and footer on every buffered page, now that the page count is known. The bottom margin is lifted
 * while writing the footer, else pdfkit would see text below the margin and start yet another page.
 */
export function runningHeads(doc: Doc, head: RunningHead): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { left, right, bottom } = doc.page.margins;
    const width = doc.page.width - left - right;
    doc.page.margins.bottom = 0;

    style(doc, { font: FONT.bold, size: 10, color: COLOUR.accent });
    writeAt(doc, BRAND.company, left, 36, { width: width / 2, lineBreak: false });
    style(doc, { font: FONT.bold, size: 10 });
    writeAt(doc, head.title, left + width / 2, 36, { width: width / 2, align: 'right', lineBreak: false });
    style(doc, { size: 9, color: COLOUR.muted });
    writeAt(doc, head.reference, left, 52, { width, align: 'right', lineBreak: false });
    rule(doc, 68, COLOUR.accent, 1);

    const extra = head.footer ?? [];
    const footerY = doc.page.height - 40 - extra.length * 9;
    rule(doc, footerY - 8);
    style(doc, { size: 8, color: COLOUR.muted });
    writeAt(doc, head.reference, left, footerY, { width: width / 2, lineBreak: false });
    writeAt(doc, head.pageOf(index - start + 1, count), left + width / 2, footerY, { width: width / 2, align: 'right', lineBreak: false });
    extra.forEach((line, lineIndex) => {
      style(doc, { size: 7.5, color: COLOUR.muted });
      writeAt(doc, line, left, footerY + 11 + lineIndex * 9, { width, align: 'center', lineBreak: false });
    });
    doc.page.margins.bottom = bottom;
  }
}
