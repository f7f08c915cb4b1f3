/** How long the app waits for the full stylesheet before it takes the page over anyway (a stalled request). */
const MAX_WAIT_MS = 5000;

/** The full stylesheet's link on a server-rendered page (server/http/spa.ts writes it disabled). */
export const FULL_STYLESHEET = 'link[rel="stylesheet"][data-full]';

/**
 * The site's full stylesheet, loaded. A server-rendered page brings only the rules its own HTML uses (server/http/
 * critical-css.ts) and the full one as a disabled link, which the page's first script enables when it fetches the app
 * (boot/entry.ts: it does not import this module, which would put it in the app's chunk). The app's components can
 * use any rule (a menu that opens, a dialog), so the app takes the page over once the stylesheet is there. Resolves at
 * once on a page without that link (the client-rendered shell links the stylesheet as built).
 */
export function fullStylesheetLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(FULL_STYLESHEET);
  if (!link) return Promise.resolve();
  link.removeAttribute('disabled');
  if (link.sheet) return Promise.resolve();
  return new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    window.setTimeout(resolve, MAX_WAIT_MS);
  });
}
