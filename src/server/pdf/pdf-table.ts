import { COLOUR, FONT, bottomLimit, contentWidth, measure, style, writeAt, type Doc } from './pdf-kit';
import { toWinAnsi } from './win-ansi';

/**
 * A plain table that breaks between rows: a row never splits, and the header row is drawn again at the top of each
 * new page so a long results table stays readable on its own (ISO/IEC 17025 certificates are often read page by page).
 */

export interface Column {
  header: string;
  /** Share of the content width; the shares are scaled to fill it. */
  weight: number;
  align?: 'left' | 'right' | 'center';
}

export type Cell = string | { text: string; color?: string; bold?: boolean };

export interface Table {
  columns: Column[];
  rows: Cell[][];
  /** A closing row in bold, such as a total. */
  footer?: Cell[];
  size?: number;
}

const PAD_X = 4;
const PAD_Y = 3.5;

function cellText(cell: Cell | undefined): string {
  if (cell === undefined) return '';
  return typeof cell === 'string' ? cell : cell.text;
}

function widths(doc: Doc, columns: Column[]): number[] {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  return columns.map((column) => (contentWidth(doc) * column.weight) / total);
}

/**
 * The header's font size: the table's size, shrunk until the longest word of every header fits its column, so a
 * long compound ("Messunsicherheit") is never cut in the middle.
 */
function headerSize(doc: Doc, columns: Column[], columnWidths: number[], size: number): number {
  style(doc, { font: FONT.bold, size });
  let scale = 1;
  columns.forEach((column, index) => {
    const room = (columnWidths[index] ?? 0) - 2 * PAD_X;
    for (const word of column.header.split(/\s+/)) {
      const width = doc.widthOfString(toWinAnsi(word));
      if (width > room) scale = Math.min(scale, room / width);
    }
  });
  return Math.max(5.5, Math.floor(size * scale * 4) / 4);
}

function rowHeight(doc: Doc, cells: Cell[], columnWidths: number[], size: number, bold: boolean): number {
  let height = 0;
  columnWidths.forEach((width, index) => {
    const cell = cells[index];
    const isBold = bold || (typeof cell === 'object' && cell.bold === true);
    style(doc, { font: isBold ? FONT.bold : FONT.regular, size });
    height = Math.max(height, measure(doc, cellText(cell), width - 2 * PAD_X));
  });
  return height + 2 * PAD_Y;
}

interface RowLook {
  bold: boolean;
  size?: number;
  fill?: string;
  color?: string;
  line?: string;
}

function drawRow(doc: Doc, table: Table, columnWidths: number[], cells: Cell[], height: number, look: RowLook): void {
  const size = look.size ?? table.size ?? 8.5;
  const top = doc.y;
  let x = doc.page.margins.left;
  const width = contentWidth(doc);
  if (look.fill) doc.save().rect(x, top, width, height).fill(look.fill).restore();
  columnWidths.forEach((columnWidth, index) => {
    const cell = cells[index];
    const own = typeof cell === 'object' ? cell : undefined;
    style(doc, { font: look.bold || own?.bold ? FONT.bold : FONT.regular, size, color: own?.color ?? look.color ?? COLOUR.ink });
    writeAt(doc, cellText(cell), x + PAD_X, top + PAD_Y, { width: columnWidth - 2 * PAD_X, align: table.columns[index]?.align ?? 'left' });
    x += columnWidth;
  });
  const bottom = top + height;
  doc.save().moveTo(doc.page.margins.left, bottom).lineTo(doc.page.margins.left + width, bottom).lineWidth(0.5).strokeColor(look.line ?? COLOUR.rule).stroke().restore();
  doc.x = doc.page.margins.left;
  doc.y = bottom;
}

export function table(doc: Doc, spec: Table): void {
  const size = spec.size ?? 8.5;
  const columnWidths = widths(doc, spec.columns);
  const headerCells: Cell[] = spec.columns.map((column) => column.header);
  const headSize = headerSize(doc, spec.columns, columnWidths, size);
  const headerHeight = rowHeight(doc, headerCells, columnWidths, headSize, true);
  const header = () =>
    drawRow(doc, spec, columnWidths, headerCells, headerHeight, { bold: true, size: headSize, fill: COLOUR.accent, color: '#ffffff', line: COLOUR.accent });

  const firstHeight = spec.rows[0] ? rowHeight(doc, spec.rows[0], columnWidths, size, false) : 0;
  // The header never ends a page on its own: it needs its first row beneath it.
  if (doc.y + headerHeight + firstHeight > bottomLimit(doc)) doc.addPage();
  header();

  const all: Array<{ cells: Cell[]; bold: boolean }> = spec.rows.map((cells) => ({ cells, bold: false }));
  if (spec.footer) all.push({ cells: spec.footer, bold: true });
  all.forEach((row, index) => {
    const height = rowHeight(doc, row.cells, columnWidths, size, row.bold);
    if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      header();
    }
    const fill = row.bold ? COLOUR.band : index % 2 === 1 ? '#f7f8fa' : undefined;
    drawRow(doc, spec, columnWidths, row.cells, height, { bold: row.bold, ...(fill ? { fill } : {}) });
  });
  doc.moveDown(0.4);
}
