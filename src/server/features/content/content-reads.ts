import { and, asc, eq } from 'drizzle-orm';
import { localizedField, toLocaleCode, type Locale, type LocaleCode } from '../../../shared/locales';
import type { DocumentSection } from '../../../shared/content/information-pages.types';
import { textOf } from '../../../shared/seo/head';
import type { AppDeps } from '../../deps';
import { documentPages, documents } from '../../db/schema';
import { DomainError } from '../../errors';
import { findWidget } from './widgets';

/**
 * Reads shared by the information pages: a widget's text in one language (for meta descriptions; the page itself
 * shows the widget through the public widget query) and a document's sections.
 */

const HEADINGS = /<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/g;

/** Plain text of a widget's HTML (or value) in `locale`, English where empty; '' when there is no such widget. */
export async function widgetSummary(deps: AppDeps, name: string, locale: Locale, max = 160): Promise<string> {
  try {
    const widget = await findWidget({ deps }, { name });
    const pickText = (code: LocaleCode) => widget.languages[code]?.html || widget.languages[code]?.value || '';
    // Headings ("Who we are") make a poor start of a description: the text under them says what the page is.
    return textOf((pickText(toLocaleCode(locale)) || pickText('EN')).replace(HEADINGS, ' '), max);
  } catch (error) {
    // An admin may delete or rename a widget: the page shows without it rather than failing.
    if (error instanceof DomainError && error.status === 404) return '';
    throw error;
  }
}

/**
 * A published document's title and its pages as sections, in order, each text in `locale` or English; null when the
 * document is missing or unpublished. A page without a title or text in any language is left out.
 */
export async function documentSections(deps: AppDeps, slug: string, locale: Locale): Promise<{ title: string; sections: DocumentSection[] } | null> {
  const [document] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.slug, slug), eq(documents.published, true)));
  if (!document) return null;
  const pages = await deps.db
    .select()
    .from(documentPages)
    .where(eq(documentPages.documentId, document.id))
    .orderBy(asc(documentPages.sort), asc(documentPages.id));
  const sections = pages
    .map((page) => ({ title: localizedField(page, 'title', locale), html: localizedField(page, 'body', locale) }))
    .filter((section) => section.title.trim() !== '' || section.html.trim() !== '')
    .map((section, index) => ({ anchor: `section-${index + 1}`, ...section }));
  return { title: localizedField(document, 'title', locale), sections };
}
