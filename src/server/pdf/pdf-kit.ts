import PDFDocument from 'pdfkit';
import { BRAND } from '../../shared/settings/brand';
import { INTL_LOCALE, type Locale } from '../../shared/locales';
import { toWinAnsi } from './win-ansi';

/**
 * The pdfkit plumbing both document families share: an A4 document, text that is always safe for the standard fonts,
 * and collecting the output into a Buffer. Layout pieces (headings, rows, tables) are in pdf-layout.ts and pdf-table.ts.
 */

export type Doc = PDFKit.PDFDocument;
export type TextOptions = PDFKit.Mixins.TextOptions;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export const COLOUR = { ink: '#1a1a1a', muted: '#5b6470', accent: '#12355b', rule: '#c9ced6', band: '#eef1f5', pass: '#1d6b35', fail: '#b3261e' } as const;

/** Points. The top and bottom margins leave room for the header and footer drawn after layout (pdf-layout.ts). */
export const MARGIN = { top: 92, bottom: 62, left: 50, right: 50 } as const;
export const MM = 72 / 25.4;

export interface DocumentMeta {
  title: string;
  subject?: string;
  locale: Locale;
  /** A taller bottom margin, for a footer of more lines than the page number's (a datasheet's contact details). */
  bottom?: number;
}

export function createDocument(meta: DocumentMeta): Doc {
  return new PDFDocument({
    size: 'A4',
    margins: { ...MARGIN, bottom: meta.bottom ?? MARGIN.bottom },
    // Pages stay in memory until end() so "Page x of y" and the header can be written once the count is known.
    bufferPages: true,
    compress: true,
    lang: INTL_LOCALE[meta.locale],
    info: { Title: meta.title, Author: BRAND.company, Creator: BRAND.company, ...(meta.subject ? { Subject: meta.subject } : {}) },
  });
}

/** Ends the document and resolves with its bytes; listeners go on before end() so no chunk is missed. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` more points fit on this one (keeps a row, heading or block together). */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

export interface Style {
  font?: string;
  size?: number;
  color?: string;
}

export function style(doc: Doc, { font = FONT.regular, size = 9, color = COLOUR.ink }: Style): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

/** Flowing text at the cursor (wraps, and continues on a new page when it must). */
export function write(doc: Doc, text: string, options: TextOptions = {}): Doc {
  return doc.text(toWinAnsi(text), options);
}

/** Text at a fixed place. */
export function writeAt(doc: Doc, text: string, x: number, y: number, options: TextOptions = {}): Doc {
  return doc.text(toWinAnsi(text), x, y, options);
}

/** The height `text` takes in `width` with the current font and size. */
export function measure(doc: Doc, text: string, width: number, options: TextOptions = {}): number {
  return doc.heightOfString(toWinAnsi(text), { width, ...options });
}

export function rule(doc: Doc, y: number, color: string = COLOUR.rule, width = 0.6): void {
  doc.save().moveTo(doc.page.margins.left, y).lineTo(doc.page.width - doc.page.margins.right, y).lineWidth(width).strokeColor(color).stroke().restore();
}
