import { setLanguage } from 'media-chrome/dist/utils/i18n.js';
import type { Locale } from '../../../shared/locales';

/**
 * media-chrome's labels in the learner's language: its own dictionaries for de, es, fr and pt (each registers itself
 * when imported), ours for nl, none needed for en. Only the page's language is fetched; only the video page imports this.
 */
const DICTIONARIES: Record<Locale, (() => Promise<unknown>) | null> = {
  en: null,
  de: () => import('media-chrome/lang/de'),
  es: () => import('media-chrome/lang/es'),
  fr: () => import('media-chrome/lang/fr'),
  pt: () => import('media-chrome/lang/pt'),
  nl: () => import('./media-chrome-nl'),
};

const loaded = new Map<Locale, Promise<void>>();

/**
 * Loads the dictionary, then makes it media-chrome's language before the player is built (its controls read their
 * labels as they are created; the controller's `lang` attribute keeps it so afterwards).
 */
export function loadPlayerLanguage(locale: Locale): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    const load = DICTIONARIES[locale];
    // A dictionary that fails to load leaves the English labels: the player still works.
    pending = load ? load().then(() => undefined, () => undefined) : Promise.resolve();
    loaded.set(locale, pending);
  }
  return pending.then(() => setLanguage(locale));
}
