import de from '../../../../locales/de/forms.json';
import en from '../../../../locales/en/forms.json';
import es from '../../../../locales/es/forms.json';
import fr from '../../../../locales/fr/forms.json';
import nl from '../../../../locales/nl/forms.json';
import pt from '../../../../locales/pt/forms.json';
import type { Locale } from '../../../shared/locales';

/**
 * The `forms` namespace on the server: the consent messages, success texts and e-mail wording are the very texts the
 * pages show (one source, translated once), bundled into the server like the renderer's translations.
 */
type Tree = { readonly [key: string]: string | Tree };

const BUNDLES: Record<Locale, Tree> = { de, en, es, fr, nl, pt };

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text at a dotted key in the visitor's language, English where missing, the key itself as a last resort. */
export function formText(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const text = lookup(BUNDLES[locale], key) ?? lookup(BUNDLES.en, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
