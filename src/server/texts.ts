import deMail from '../../locales/de/server/mail.json';
import enMail from '../../locales/en/server/mail.json';
import esMail from '../../locales/es/server/mail.json';
import frMail from '../../locales/fr/server/mail.json';
import nlMail from '../../locales/nl/server/mail.json';
import ptMail from '../../locales/pt/server/mail.json';
import deMessages from '../../locales/de/server/messages.json';
import enMessages from '../../locales/en/server/messages.json';
import esMessages from '../../locales/es/server/messages.json';
import frMessages from '../../locales/fr/server/messages.json';
import nlMessages from '../../locales/nl/server/messages.json';
import ptMessages from '../../locales/pt/server/messages.json';
import dePdf from '../../locales/de/server/pdf.json';
import enPdf from '../../locales/en/server/pdf.json';
import esPdf from '../../locales/es/server/pdf.json';
import frPdf from '../../locales/fr/server/pdf.json';
import nlPdf from '../../locales/nl/server/pdf.json';
import ptPdf from '../../locales/pt/server/pdf.json';
import deValidation from '../../locales/de/server/validation.json';
import enValidation from '../../locales/en/server/validation.json';
import esValidation from '../../locales/es/server/validation.json';
import frValidation from '../../locales/fr/server/validation.json';
import nlValidation from '../../locales/nl/server/validation.json';
import ptValidation from '../../locales/pt/server/validation.json';
import { pluralRules } from '../shared/format/intl-cache';
import { INTL_LOCALE, type Locale } from '../shared/locales';

/**
 * The texts only the server writes (its answers and refusals, e-mails, PDFs), kept where every other text of the site
 * is kept: in the locale files (locales/<lang>/server/*.json), translated and checked with the pages' texts
 * (docs/decisions/0082). They are bundled into the server; the browser never loads them.
 *
 * Each language must carry every English key: `satisfies` below fails to compile when one lacks a key, as the old
 * `Record<Locale, Words>` tables did. A text's `{{name}}` placeholders are filled with `fill()`. messages.json's
 * top-level keys are domains (`serverTexts(locale).returns.owner...`); the other files sit under their own name.
 */
const en = { ...enMessages, mail: enMail, pdf: enPdf, validation: enValidation };
export type ServerTexts = typeof en;

const TEXTS = {
  de: { ...deMessages, mail: deMail, pdf: dePdf, validation: deValidation },
  en,
  es: { ...esMessages, mail: esMail, pdf: esPdf, validation: esValidation },
  fr: { ...frMessages, mail: frMail, pdf: frPdf, validation: frValidation },
  nl: { ...nlMessages, mail: nlMail, pdf: nlPdf, validation: nlValidation },
  pt: { ...ptMessages, mail: ptMail, pdf: ptPdf, validation: ptValidation },
} satisfies Record<Locale, ServerTexts>;

/** The server's texts in a language: `serverTexts(locale).leads.changed`. */
export const serverTexts = (locale: Locale): ServerTexts => TEXTS[locale];

/** A text with its `{{name}}` placeholders filled; a placeholder without a value is left out (written as nothing). */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : ''));

/** A count's forms in a locale file: `{ "one": "{{count}} product", "other": "{{count}} products" }` ("zero" optional). */
export interface CountedText {
  zero?: string;
  one: string;
  other: string;
}

/**
 * The form of a text for a count, by the language's plural rules (French writes 0 in the singular), with `{{count}}`
 * and any other values filled. "zero", where a text has one, is used for 0 in every language.
 */
export function counted(locale: Locale, forms: CountedText, count: number, values: Readonly<Record<string, string | number>> = {}): string {
  const form = count === 0 && forms.zero !== undefined ? forms.zero : pluralRules(INTL_LOCALE[locale]).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count, ...values });
}
