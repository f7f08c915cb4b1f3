import type { Locale } from '../../shared/locales';
import { fill, serverTexts } from '../texts';
import { COLOUR, FONT, contentWidth, createDocument, finish, rule, style, write, type Doc } from './pdf-kit';
import { heading, paragraph, runningHeads } from './pdf-layout';

/** A labelled line to write on by hand. */
function blank(doc: Doc, label: string): void {
  style(doc, { font: FONT.bold, size: 9 });
  write(doc, label);
  doc.moveDown(1.6);
  rule(doc, doc.y, COLOUR.ink, 0.6);
  doc.moveDown(0.8);
}

/** A square to tick by hand, and its sentence. */
function tick(doc: Doc, sentence: string): void {
  const x = doc.page.margins.left;
  const top = doc.y;
  doc.save().rect(x, top, 10, 10).lineWidth(0.8).strokeColor(COLOUR.ink).stroke().restore();
  style(doc, { size: 9.5 });
  doc.text(sentence, x + 18, top, { width: contentWidth(doc) - 18 });
  doc.x = x;
  doc.moveDown(0.6);
}

/**
 * The blank form of the returns flow's "Download forms" step: the sender's safety and cleanliness declaration, to be
 * filled in by hand and sent with the instrument. In the visitor's language.
 */
export async function renderReturnDeclaration(locale: Locale): Promise<Buffer> {
  const { returnDeclaration: w, text } = serverTexts(locale).pdf;
  const doc = createDocument({ title: w.title, locale });
  style(doc, { font: FONT.bold, size: 18, color: COLOUR.accent });
  write(doc, w.title);
  doc.moveDown(0.4);
  paragraph(doc, w.intro);
  doc.moveDown(0.6);
  blank(doc, w.rma);
  blank(doc, w.instrument);
  blank(doc, w.serial);
  heading(doc, w.safety);
  for (const sentence of [w.ticks.cleaned, w.ticks.batteries, w.ticks.probe]) tick(doc, sentence);
  doc.moveDown(0.4);
  blank(doc, w.substances);
  heading(doc, w.signature);
  blank(doc, w.name);
  blank(doc, w.date);
  blank(doc, w.sign);
  runningHeads(doc, { title: w.title, reference: w.title, pageOf: (page, pages) => fill(text.pageOf, { page, pages }) });
  return finish(doc);
}
