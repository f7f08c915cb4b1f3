import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's helper for `import()`: fetches a chunk's own imports and CSS alongside it (`<link rel="modulepreload">` and
 * stylesheets), then imports the chunk. Vite's version also serves relative bases, import maps, CSP nonces and
 * browsers without modulepreload, none of which this site has (base "/", a nonce-free CSP, evergreen browsers): this
 * one does what remains in a third of the bytes. Every page loads it first (docs/decisions/0022).
 * Contract (Vite 8): `__vitePreload(load, deps)`, deps relative to the base; a failure is announced as the
 * cancellable `vite:preloadError` window event, then thrown unless a listener prevented it.
 */
const CODE = `
const seen = new Set();
const failed = (error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
};
export const __vitePreload = (load, deps) => {
  const waits = [];
  for (const dep of deps || []) {
    const href = '/' + dep;
    if (seen.has(href)) continue;
    seen.add(href);
    const css = href.endsWith('.css');
    if (document.querySelector('link[href="' + href + '"]')) continue;
    const link = document.createElement('link');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
    if (css) waits.push(new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
    }));
  }
  // As Vite's: a stylesheet that failed is announced, and the chunk is imported all the same if a listener allowed it.
  return Promise.all(waits).catch(failed).then(() => load().catch(failed));
};
`;

export function smallPreloadHelper(): Plugin {
  return {
    name: 'voltara:small-preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    load(id) {
      return id === HELPER_ID ? { code: CODE, moduleSideEffects: false } : null;
    },
  };
}
