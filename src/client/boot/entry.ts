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

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // The full stylesheet travels with the app (boot/full-stylesheet.ts; its selector, not imported: see there).
  document.querySelector('link[rel="stylesheet"][data-full]')?.removeAttribute('disabled');
  // So does the state every page shares (ssr/state.ts reads it; written here, not imported, for the same reason).
  const frameUrl = document.getElementById('ssr-state')?.dataset.frame;
  if (frameUrl) {
    window.voltaraFrameState = fetch(frameUrl, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
  }
  void import('../main');
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
