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

/** The server's state, if this page was rendered on the server (read once, at start). */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    serverRendered = true;
    return state;
  } catch {
    return null;
  }
}

/** Whether the page the visitor arrived on came rendered from the server (false on the server itself). */
export function wasServerRendered(): boolean {
  return serverRendered;
}
