import de from '../../../../locales/de/library.json';
import en from '../../../../locales/en/library.json';
import es from '../../../../locales/es/library.json';
import fr from '../../../../locales/fr/library.json';
import nl from '../../../../locales/nl/library.json';
import pt from '../../../../locales/pt/library.json';
import type { Locale } from '../../../shared/locales';

/**
 * The `library` namespace on the server: the questionnaire's success text and receipt wording are the very texts the
 * page shows (one source, translated once), as services/enquiries/form-texts.ts does for the forms.
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

/** The text at a dotted key in `locale`, English where missing, the key itself as a last resort. */
export function libraryText(locale: Locale, key: string): string {
  return lookup(BUNDLES[locale], key) ?? lookup(BUNDLES.en, key) ?? key;
}
