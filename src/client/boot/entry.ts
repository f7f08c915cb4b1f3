import '../styles.css';

/**
 * The page's first script, and the only one in its HTML (docs/decisions/0011-scripts-after-first-paint.md). A
 * server-rendered page is complete without JavaScript: its text, pictures and links are in the HTML. So the app's
 * code is fetched once the page has loaded (its pictures included), not beside them: on a slow connection the
 * visitor's first picture and text do not share the bandwidth with 120 kB of scripts, and the app then takes over
 * the page as it is (hydration). A page that waits on a slow picture still becomes interactive after MAX_WAIT_MS.
 * The client-rendered shell (account, portal, admin) has nothing to show without the app: it starts at once.
 */
const MAX_WAIT_MS = 2500;

/** How long the app waits for the rest of the stylesheet before it takes the page over anyway (a stalled request). */
const STYLESHEET_WAIT_MS = 5000;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  const state = document.getElementById('ssr-state');
  if (state) window.voltaraBoot = serverPageBoot(state);
  void import('../main');
}

/**
 * What a server-rendered page needs besides the app before the app takes it over, fetched beside the app's code
 * (and written here rather than imported, which would put a shared module into the app's chunk, fetched at once):
 * - the rest of the stylesheet: the page came with only the rules its own HTML uses (server/http/critical-css.ts),
 *   and the app's components can use any rule (a menu that opens, a dialog). The server links the build's late
 *   stylesheet of class rules for this (docs/decisions/0058): enabling the whole one would restyle the whole page;
 * - the state every page shares (the frame's menus, banners and translations), from the address the page names
 *   (server/http/frame-state.ts; the browser keeps it). Null when it could not be had: the frame then loads its own.
 */
function serverPageBoot(state: HTMLElement): Promise<unknown> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-rest]');
  const stylesheet =
    link &&
    new Promise((resolve) => {
      link.onload = link.onerror = resolve;
      window.setTimeout(resolve, STYLESHEET_WAIT_MS);
      link.removeAttribute('disabled');
    });
  const url = state.dataset.frame;
  const frame = url
    ? fetch(url, { credentials: 'same-origin' })
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null)
    : null;
  return Promise.all([frame, stylesheet]).then(([shared]) => shared);
}

/** After the next frame has been painted: the pictures that made the load event are on the screen by then. */
function afterNextPaint(): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
}

if (!document.getElementById('ssr-state')) {
  start();
} else {
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
  // A hidden tab paints no frames, and a stalled picture holds up the load event: neither may keep the app away.
  window.setTimeout(start, MAX_WAIT_MS);
}
