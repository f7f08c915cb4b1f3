import type { Widget, WidgetLanguage } from '../../../shared/content/content.types';
import { isLocale, toLocaleCode, DEFAULT_LOCALE } from '../../../shared/locales';

/** What a widget shows in one language: each field from that language, or from EN when missing or empty. */
export interface WidgetContent {
  html: string;
  value: string;
  imageUrl: string;
}

function field(own: WidgetLanguage | undefined, fallback: WidgetLanguage | undefined, key: keyof Omit<WidgetLanguage, 'id'>): string {
  const mine = own?.[key];
  if (typeof mine === 'string' && mine.trim() !== '') return mine;
  const en = fallback?.[key];
  return typeof en === 'string' ? en : '';
}

/** `language` is i18next's (lower case, e.g. 'de'); `languages` is keyed by upper-case codes (SPEC.md section 3). */
export function widgetContent(widget: Pick<Widget, 'languages'>, language: string): WidgetContent {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const own = widget.languages[toLocaleCode(locale)];
  const en = widget.languages.EN;
  return { html: field(own, en, 'html'), value: field(own, en, 'value'), imageUrl: field(own, en, 'image_url') };
}

/** The edit screen of a widget (SPEC.md section 6). */
export function widgetEditPath(id: number): string {
  return `/admin/content/widgets/${id}`;
}
