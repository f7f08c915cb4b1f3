import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '../../shared/locales';
import type { I18nResources } from '../i18n';

/** The id of the `<script type="application/json">` that carries the server's state to the browser. */
export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  locale: Locale;
  /** The translations the page was rendered with (its language's namespaces, and English beneath as the fallback). */
  resources: I18nResources;
  queries: DehydratedState;
}

declare global {
  interface Window {
    /**
     * The frame's state, fetched by the page's first script as it starts the app (boot/entry.ts), so that it travels
     * beside the app's code; null when it could not be had.
     */
    voltaraFrameState?: Promise<SsrState | null>;
  }
}

/** The frame's state from its address (the browser keeps it: its name changes with its content). */
export function fetchFrameState(url: string): Promise<SsrState | null> {
  return fetch(url, { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<SsrState>) : null))
    .catch(() => null);
}

let serverRendered = false;
/** The address and language of the page the server rendered, until the visitor leaves it. */
let arrival: { url: string; language: string } | null = null;

/**
 * The server's state, if this page was rendered on the server (read once, at start): the page's own part, from its
 * HTML, with the part every page shares (the frame's menus, banner and translations) from the address the page names
 * (server/http/frame-state.ts). Without that part the app still starts; the frame then loads its data itself.
 */
export async function readSsrState(): Promise<SsrState | null> {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  let page: SsrState;
  try {
    page = JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
  serverRendered = true;
  arrival = { url: location.pathname + location.search, language: page.locale };
  const frameUrl = element.dataset.frame;
  if (!frameUrl) return page;
  const frame = await (window.voltaraFrameState ?? fetchFrameState(frameUrl));
  return frame && frame.locale === page.locale ? mergeStates(frame, page) : page;
}

/** The frame's part and the page's part as one state: the page's queries and translations over the frame's. */
export function mergeStates(frame: SsrState, page: SsrState): SsrState {
  const languages = new Set([...Object.keys(frame.resources), ...Object.keys(page.resources)]);
  const resources = Object.fromEntries([...languages].map((language) => [language, { ...frame.resources[language], ...page.resources[language] }]));
  const pageHashes = new Set(page.queries.queries.map((query) => query.queryHash));
  return {
    locale: page.locale,
    resources,
    queries: {
      mutations: [],
      queries: [...frame.queries.queries.filter((query) => !pageHashes.has(query.queryHash)), ...page.queries.queries],
    },
  };
}

/** Whether the page the visitor arrived on came rendered from the server (false on the server itself). */
export function wasServerRendered(): boolean {
  return serverRendered;
}

/**
 * Whether the app still shows the page the server rendered, in the language it rendered it in: its head (title,
 * description, structured data) is then the server's own, with nothing to update.
 */
export function showsArrivalPage(url: string, language: string): boolean {
  return arrival !== null && arrival.url === url && arrival.language === language;
}

/** The visitor has moved on: coming back to that address later is a page of the app like any other. */
export function leaveArrivalPage(): void {
  arrival = null;
}
