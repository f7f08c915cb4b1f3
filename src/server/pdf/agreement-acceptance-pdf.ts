import { createHash } from 'node:crypto';
import { formatDateTime } from '../../shared/format';
import type { Locale } from '../../shared/locales';
import type { AgreementAcceptanceView } from '../../shared/agreements/agreements.types';
import { COLOUR, FONT, contentWidth, createDocument, finish, style, write, type Doc } from './pdf-kit';
import { fields, heading, paragraph, runningHeads } from './pdf-layout';
import { pdfText, type PdfText } from './pdf-text';

/**
 * The record of a company's acceptance of one agreement version (issue 30 item 16), in the partner's language: who
 * accepted (the name they typed), when, from which address, which version, for which company, then the text of that
 * version as it was accepted. The fingerprint is a SHA-256 over the record and the printed text, so Voltara can tell
 * a copy that was altered from the one its server made (the project has no PKI for PDF signatures: docs/decisions/0049).
 */

export interface AcceptancePdfContent {
  locale: Locale;
  view: AgreementAcceptanceView;
  /** Each page's title and its paragraphs as plain text. */
  pages: Array<{ title: string; paragraphs: string[] }>;
}

export function acceptanceFingerprint(content: AcceptancePdfContent): string {
  const { view } = content;
  const record = [view.agreementName, view.version.version, view.acceptance.companyName, view.acceptance.name, view.acceptance.acceptedAt, view.acceptance.ip];
  const text = content.pages.flatMap((page) => [page.title, ...page.paragraphs]);
  return createHash('sha256').update(JSON.stringify([record, text])).digest('hex');
}

export async function renderAcceptancePdf(content: AcceptancePdfContent): Promise<Buffer> {
  const text = pdfText(content.locale);
  const { view } = content;
  const title = text.t('titleAcceptance');
  const reference = `${view.agreementName} · ${text.t('versionNumber', { version: view.version.version })}`;
  const doc = createDocument({ title: `${view.agreementName} – ${title}`, subject: reference, locale: content.locale });

  style(doc, { font: FONT.bold, size: 18, color: COLOUR.accent });
  write(doc, view.agreementName, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  style(doc, { size: 11, color: COLOUR.muted });
  write(doc, title, { width: contentWidth(doc) });

  heading(doc, text.t('sectionAcceptance'));
  record(doc, content, text);
  paragraph(
    doc,
    text.t('acceptanceStatement', { name: view.acceptance.name, version: view.version.version, agreement: view.agreementName, company: view.acceptance.companyName }),
    { size: 9.5 },
  );

  heading(doc, text.t('sectionAgreementText', { version: view.version.version }));
  for (const page of content.pages) {
    paragraph(doc, page.title, { font: FONT.bold, size: 10.5, color: COLOUR.accent });
    for (const block of page.paragraphs) paragraph(doc, block, { size: 9.5 });
  }

  runningHeads(doc, { title, reference, pageOf: (page, pages) => text.t('pageOf', { page, pages }) });
  return finish(doc);
}

function record(doc: Doc, content: AcceptancePdfContent, text: PdfText): void {
  const { view } = content;
  const at = (iso: string) => formatDateTime(iso, content.locale, { long: true, showZone: true, timeZone: 'UTC' });
  fields(doc, [
    { label: text.t('agreementName'), value: view.agreementName },
    { label: text.t('versionLabel'), value: `${text.t('versionNumber', { version: view.version.version })} · ${text.t('publishedOn', { date: text.date(view.version.publishedAt) })}` },
    { label: text.t('company'), value: view.acceptance.companyName },
    { label: text.t('acceptedBy'), value: view.acceptance.name },
    { label: text.t('acceptedOn'), value: at(view.acceptance.acceptedAt) },
    { label: text.t('acceptedFrom'), value: view.acceptance.ip || text.t('notRecorded') },
    { label: text.t('fingerprint'), value: acceptanceFingerprint(content) },
  ]);
}
