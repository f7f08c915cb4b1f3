import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';

const LANG = 'lang';

const isLangPair = (pair: string) => {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')) === LANG;
  } catch {
    return false;
  }
};

/**
 * Where the address goes after a language switch (issue 30 item 1). `?lang=` wins over the cookie on every load, so
 * a switch that left it would be undone by a reload or by coming Back. Only a URL that names a language changes: its
 * `lang` becomes the new one, or goes away for English (the bare URL is English, as the canonical URLs say; the cookie
 * carries the choice). Path, hash and the other parameters stay exactly as they were written, in their order.
 */
export function urlAfterLanguageSwitch(current: { pathname: string; search: string; hash: string }, locale: Locale): string {
  const pairs = current.search.replace(/^\?/, '').split('&').filter((pair) => pair !== '');
  const at = pairs.findIndex(isLangPair);
  if (at === -1) return `${current.pathname}${current.search}${current.hash}`;
  const kept = pairs.filter((pair) => !isLangPair(pair));
  if (locale !== DEFAULT_LOCALE) kept.splice(Math.min(at, kept.length), 0, `${LANG}=${locale}`);
  return `${current.pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${current.hash}`;
}
