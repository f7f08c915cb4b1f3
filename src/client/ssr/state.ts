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

let serverRendered = false;
/** The address and language of the page the server rendered, until the visitor leaves it. */
let arrival: { url: string; language: string } | null = null;

/** The server's state, if this page was rendered on the server (read once, at start). */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    serverRendered = true;
    arrival = { url: location.pathname + location.search, language: state.locale };
    return state;
  } catch {
    return null;
  }
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
