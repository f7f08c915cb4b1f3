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
     * Set by the page's first script as it starts the app on a server-rendered page (boot/entry.ts): resolves, once
     * the full stylesheet is there, to the state every page shares (an SsrState), or null.
     */
    voltaraBoot?: Promise<unknown>;
  }
}

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
  arrival = { url: location.pathname + location.search, language: page.locale };
  // Fetched by the page's first script when the page names it (data-frame), the full stylesheet with it.
  const frame = (await window.voltaraBoot) as SsrState | null | undefined;
  return frame?.locale === page.locale ? mergeStates(frame, page) : page;
}

/** The frame's part and the page's part as one state (the server leaves the frame's part out of the page's). */
export function mergeStates(frame: SsrState, page: SsrState): SsrState {
  const resources = { ...frame.resources };
  for (const [language, bundles] of Object.entries(page.resources)) resources[language] = { ...resources[language], ...bundles };
  return { locale: page.locale, resources, queries: { mutations: [], queries: [...frame.queries.queries, ...page.queries.queries] } };
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
