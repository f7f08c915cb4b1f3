import type { ProductPage } from '../../shared/catalog/catalog.types';
import type { Locale } from '../../shared/locales';
import { COLOUR, FONT, contentWidth, createDocument, finish, style, write, writeAt, type Doc } from './pdf-kit';
import { bullets, heading, paragraph, runningHeads } from './pdf-layout';
import { table, type Cell } from './pdf-table';
import { pdfText, type PdfText } from './pdf-text';

/**
 * A product's datasheet (issue 30 item 15): the brand header, the name, model code and summary beside the product's
 * main image, the description, the features, one specification table (its groups as on the product page), the kit,
 * the options and where they differ, and the standards; every page carries the contact footer and "Page x of y".
 */

export interface DatasheetContent {
  locale: Locale;
  product: ProductPage;
  /** The description as plain paragraphs. */
  description: string[];
  /** The main image as PNG or JPEG bytes, already sized for print; null when it could not be read. */
  image: Buffer | null;
  /** "Sheffield …", the works' address on one line; the phone, e-mail and web address of the contact line. */
  contact: { address: string; phone: string; email: string; web: string };
  /** The day the sheet is printed for (ISO date): its edition. */
  edition: string;
}

const IMAGE_WIDTH = 190;
const IMAGE_HEIGHT = 150;

export async function renderDatasheetPdf(content: DatasheetContent): Promise<Buffer> {
  const { locale, product } = content;
  const text = pdfText(locale);
  const title = text.t('titleDatasheet');
  const doc = createDocument({ title: `${product.name} – ${title}`, subject: product.modelCode, locale, bottom: 82 });

  intro(doc, content, text);
  if (content.description.length > 0) {
    heading(doc, text.t('sectionOverview'));
    for (const block of content.description) paragraph(doc, block, { size: 9.5 });
  }
  if (product.features.length > 0) {
    heading(doc, text.t('sectionFeatures'));
    bullets(doc, product.features);
  }
  if (product.specifications.length > 0) {
    heading(doc, text.t('sectionSpecifications'));
    table(doc, specTable(text, product.specifications));
  }
  if (product.kit.length > 0) {
    heading(doc, text.t('sectionKit'));
    table(doc, {
      columns: [
        { header: text.t('colQuantity'), weight: 1, align: 'right' },
        { header: text.t('colItem'), weight: 8 },
      ],
      rows: product.kit.map((item) => [String(item.quantity), item.name]),
    });
  }
  if (product.options.length > 0) {
    heading(doc, text.t('sectionOptions'));
    table(doc, {
      columns: [
        { header: text.t('model'), weight: 2 },
        { header: text.t('name'), weight: 8 },
      ],
      rows: product.options.map((option): Cell[] => [{ text: option.modelCode, bold: true }, option.summary ? `${option.name}\n${option.summary}` : option.name]),
    });
    if (product.comparison.length > 0) {
      table(doc, {
        columns: [{ header: text.t('colProperty'), weight: 3 }, ...product.options.map((option) => ({ header: option.modelCode, weight: 2 }))],
        rows: product.comparison.map((row) => [withUnit(row.label, row.unit), ...row.values]),
      });
    }
  }
  if (product.standards.length > 0) {
    heading(doc, text.t('sectionStandards'));
    bullets(doc, product.standards.map((standard) => (standard.title ? `${standard.code}: ${standard.title}` : standard.code)));
  }
  doc.moveDown(1);
  paragraph(doc, text.t('subjectToChange'), { font: FONT.italic, size: 8, color: COLOUR.muted });

  runningHeads(doc, {
    title,
    reference: `${product.modelCode} · ${text.t('editionOf', { date: text.date(content.edition) })}`,
    pageOf: (page, pages) => text.t('pageOf', { page, pages }),
    footer: [content.contact.address, text.t('contactLine', { phone: content.contact.phone, email: content.contact.email, web: content.contact.web })],
  });
  return finish(doc);
}

/** The name, model code and summary on the left; the main image on the right, when there is one. */
function intro(doc: Doc, content: DatasheetContent, text: PdfText): void {
  const { product, image } = content;
  const left = doc.page.margins.left;
  const top = doc.y;
  const columnWidth = image ? contentWidth(doc) - IMAGE_WIDTH - 20 : contentWidth(doc);
  let imageBottom = top;
  if (image) {
    const x = left + contentWidth(doc) - IMAGE_WIDTH;
    doc.save().rect(x, top, IMAGE_WIDTH, IMAGE_HEIGHT).fill(COLOUR.band).restore();
    doc.image(image, x + 6, top + 6, { fit: [IMAGE_WIDTH - 12, IMAGE_HEIGHT - 12], align: 'center', valign: 'center' });
    imageBottom = top + IMAGE_HEIGHT;
  }
  style(doc, { font: FONT.bold, size: 20, color: COLOUR.accent });
  writeAt(doc, product.name, left, top, { width: columnWidth });
  doc.moveDown(0.2);
  style(doc, { font: FONT.bold, size: 11, color: COLOUR.muted });
  write(doc, text.pair(text.t('model'), product.modelCode), { width: columnWidth });
  if (product.category) {
    style(doc, { size: 9, color: COLOUR.muted });
    write(doc, product.category.name, { width: columnWidth });
  }
  if (product.summary) {
    doc.moveDown(0.6);
    style(doc, { size: 10.5 });
    write(doc, product.summary, { width: columnWidth, lineGap: 2 });
  }
  doc.x = left;
  doc.y = Math.max(doc.y, imageBottom) + 6;
}

function withUnit(label: string, unit: string): string {
  return unit ? `${label} (${unit})` : label;
}

/** One table of every group: a group's title as a row of its own, so the header is not repeated for each group. */
function specTable(text: PdfText, groups: ProductPage['specifications']) {
  const value = (row: { value: string; unit: string }) => (row.unit ? `${row.value} ${row.unit}` : row.value);
  const named = groups.length > 1 || (groups[0]?.group ?? '') !== '';
  return {
    columns: [
      { header: text.t('colProperty'), weight: 5 },
      { header: text.t('colSpecValue'), weight: 4 },
    ],
    rows: groups.flatMap((group): Cell[][] => [
      ...(named && group.group ? [[{ text: group.group, bold: true, color: COLOUR.accent }, '']] : []),
      ...group.rows.map((row): Cell[] => [row.label, value(row)]),
    ]),
  };
}
