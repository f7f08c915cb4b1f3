import { readdirSync, readFileSync } from 'node:fs';
import type { Locale } from '../../src/shared/locales';
import { LOCALE_NAMES } from '../../src/shared/locales';
import { serverTexts } from '../../src/server/texts';

/**
 * Reads a validation message's field name back out of it (the messages of locales/<lang>/server/validation.json), and checks that the
 * name is made of labels of the locale files: "Artikel 2: Teilename" is two labels, "Frage (Deutsch)" one and a
 * language. What a user reads, checked against what the forms show.
 */
type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cache = new Map<Locale, { exact: Set<string>; numbered: RegExp[]; fallback: string; compose: Tree }>();

function labelsOf(lang: Locale) {
  let labels = cache.get(lang);
  if (!labels) {
    const texts = readdirSync(`locales/${lang}`)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => leaves(JSON.parse(readFileSync(`locales/${lang}/${name}`, 'utf8')) as Tree));
    const fields = JSON.parse(readFileSync(`locales/${lang}/fields.json`, 'utf8')) as { compose: Tree };
    labels = {
      exact: new Set(texts.filter((text) => !text.includes('{{'))),
      // "Item {{n}}", "Attendee {{n}} name": a label with its number.
      numbered: texts.filter((text) => /^[^{]*\{\{n\}\}[^{]*$/.test(text)).map((text) => new RegExp(`^${escape(text).replace('\\{\\{n\\}\\}', '\\d+')}$`)),
      fallback: fields.compose.input as string,
      compose: fields.compose,
    };
    cache.set(lang, labels);
  }
  return labels;
}

/** The field name a catalogue message holds, or null for a feature's own sentence (which names no field so). */
export function fieldNameIn(message: string, lang: Locale): string | null {
  for (const template of Object.values(serverTexts(lang).validation)) {
    if (!template.includes('{{field}}')) continue;
    const pattern = new RegExp(`^${escape(template).replace('\\{\\{field\\}\\}', '(.+)').replace('\\{\\{n\\}\\}', '\\d+')}$`);
    const match = pattern.exec(message);
    if (match) return match[1]!;
  }
  return null;
}

/** Why a field name is not made of the locale files' labels, or null when it is. */
export function labelProblem(name: string, lang: Locale): string | null {
  const labels = labelsOf(lang);
  if (name.toLowerCase() === labels.fallback.toLowerCase()) return 'the fallback label (the field has no mapping)';
  const separator = (labels.compose.item as string).replace('{{item}}', '').replace('{{field}}', '');
  for (const part of name.split(separator)) {
    const plain = part.replace(new RegExp(` \\((${Object.values(LOCALE_NAMES).join('|')})\\)$`), '');
    // Inside a sentence a label starts in lower case, German aside ("The first name field").
    const label = plain.charAt(0).toUpperCase() + plain.slice(1);
    const known = [plain, label].some(
      (text) => labels.exact.has(text) || labels.numbered.some((pattern) => pattern.test(text)) || labels.exact.has(text.replace(/ \d+$/, '')),
    );
    if (!known) return `"${plain}" is no label of locales/${lang}`;
    if (/^[a-z]+[A-Z_]/.test(plain) || plain.includes('_')) return `"${plain}" reads like an internal name`;
  }
  return null;
}
