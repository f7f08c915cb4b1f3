import type { i18n as I18n } from 'i18next';

type FixedT = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/**
 * Remembers what a plain `t('key')` (no options, no interpolation) answered, per language, namespace and key prefix.
 * i18next spreads its whole options object into a new one on every call (getFixedT) before it resolves the key: ~13 µs
 * a call on the server, which made the translations of a product page, 150-200 calls, ~3 ms of its first render. A
 * remembered answer costs a map lookup. Only the server renderer uses it (ssr/server-i18n.ts): it renders the same
 * keys for page after page, while a browser hydrating a page asks for most keys once, so there its ~0.4 kB of
 * JavaScript would buy little. Anything that can change an answer (a language change, a namespace loaded or resources
 * added or removed) forgets them all.
 *
 * A call whose options are all plain values (`{ count: 3 }`, `{ network: 'LinkedIn' }`) is remembered under those
 * values too: the header, the gallery and the download list make such calls in loops, at ~15 µs each through i18next.
 * Options holding objects or functions always go to i18next. Interpolated values can come from visitors (a search
 * term), so the answers are bounded: past MAX_ANSWERS they are all forgotten and remembered again as they come.
 */
const MAX_ANSWERS = 5000;

/** The options as part of a cache key, or null when they hold anything but plain values. */
function optionsKey(options: unknown): string | null {
  if (options === undefined) return '';
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) return null;
  for (const value of Object.values(options)) {
    if (value !== null && value !== undefined && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  }
  return `\u0000${JSON.stringify(options)}`;
}

export function rememberPlainTranslations(instance: I18n): void {
  let answers = new Map<string, string>();
  const forget = () => {
    answers = new Map();
  };
  instance.on('languageChanged', forget);
  instance.on('loaded', forget);
  // The store exists once init() has begun (this may run before it).
  const watchStore = () => {
    instance.store.on('added', forget);
    instance.store.on('removed', forget);
  };
  if (instance.store) {
    watchStore();
  } else {
    instance.on('initialized', () => {
      watchStore();
      forget();
    });
  }
  // i18next types getFixedT by namespace and key; this wrapper passes any call through unchanged.
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT & Record<string, unknown>;
  const remembering = (...args: unknown[]) => {
    const fixed = getFixedT(...args);
    const [lng, ns, keyPrefix] = args;
    const scope = `${Array.isArray(ns) ? ns.join(',') : String(ns ?? '')}|${typeof keyPrefix === 'string' ? keyPrefix : ''}|`;
    const remembered: FixedT = (key, options, ...rest) => {
      const withOptions = rest.length === 0 && typeof key === 'string' && (keyPrefix === undefined || typeof keyPrefix === 'string') ? optionsKey(options) : null;
      if (withOptions === null) return fixed(key, options, ...rest);
      // A t made for no language in particular answers in the instance's language of the moment.
      const id = `${typeof lng === 'string' ? lng : instance.language}|${scope}${key as string}${withOptions}`;
      const known = answers.get(id);
      if (known !== undefined) return known;
      const answer = options === undefined ? fixed(key) : fixed(key, options);
      if (typeof answer === 'string') {
        if (answers.size >= MAX_ANSWERS) forget();
        answers.set(id, answer);
      }
      return answer;
    };
    // The properties i18next puts on a fixed t (lng, lngs, ns, keyPrefix) come along.
    return Object.assign(remembered, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  };
  instance.getFixedT = remembering as unknown as typeof instance.getFixedT;
}
