import type { Plugin } from 'vite';

const MODULE = /react-i18next[\\/]dist[\\/]es[\\/]useTranslation\.js$/;
const CALL = 'createI18nWrapper(original)';

const SHARED = `
const __sharedI18nWrappers = new WeakMap();
/* vite.config.ts (build/share-i18n-wrapper.ts): one copy of the instance per language, shared by every component. */
function __sharedI18nWrapper(original, lang, create) {
  let entry = __sharedI18nWrappers.get(original);
  if (!entry || entry.lang !== lang) {
    entry = { lang, wrapper: create(original) };
    __sharedI18nWrappers.set(original, entry);
  }
  return entry.wrapper;
}
`;

/**
 * react-i18next 17's `useTranslation` gives each component, on its first render, its own copy of the i18next instance
 * (all 42 own properties copied, 30-45 µs each), so that the `i18n` it returns changes identity when the language
 * changes. A page renders every component for the first time: on the server that was ~2.4 ms of each product page's
 * render (the largest item of its profile), and the same again in the browser while the page hydrates. This build
 * step makes the copies shared, one per instance and language: the identity still changes with the language, which
 * is all the copy is for. The build fails if react-i18next no longer has the code it rewrites.
 */
export function shareI18nWrapper(): Plugin {
  return {
    name: 'voltara:share-i18n-wrapper',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      const calls = code.split(CALL).length - 1;
      if (calls !== 2 || !code.includes('const lang = original && languageKey(original);')) {
        this.error(`react-i18next's useTranslation changed (${calls} calls of ${CALL}): review build/share-i18n-wrapper.ts`);
      }
      return { code: SHARED + code.replaceAll(CALL, '__sharedI18nWrapper(original, lang, createI18nWrapper)'), map: null };
    },
  };
}
