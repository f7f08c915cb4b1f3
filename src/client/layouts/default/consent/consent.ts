import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/trpc/app-router';

/** public.siteSettings: the consent-gated scripts the server lists and the tag manager switch. */
export type PublicSiteSettings = inferRouterOutputs<AppRouter>['public']['siteSettings'];
export type ConsentScript = PublicSiteSettings['consentScripts'][number];

/** SPEC.md sections 3, 4 and 9: the cookie, its values and their lifetimes. */
export const CONSENT_COOKIE = 'cookie-consent';
export const CONSENT_ACCEPTED_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
export const CONSENT_DECLINED_MAX_AGE_SECONDS = 24 * 60 * 60;

export type ConsentState = 'unset' | 'accepted' | 'declined';

/** The stored cookie value as a state; anything but 'true' or 'false' counts as not yet chosen. */
export function consentState(cookieValue: string | null): ConsentState {
  if (cookieValue === 'true') return 'accepted';
  if (cookieValue === 'false') return 'declined';
  return 'unset';
}

/** What a choice stores: 'true' for 180 days or 'false' for 1 day. */
export function consentCookie(accepted: boolean): { name: string; value: 'true' | 'false'; maxAgeSeconds: number } {
  return accepted
    ? { name: CONSENT_COOKIE, value: 'true', maxAgeSeconds: CONSENT_ACCEPTED_MAX_AGE_SECONDS }
    : { name: CONSENT_COOKIE, value: 'false', maxAgeSeconds: CONSENT_DECLINED_MAX_AGE_SECONDS };
}

/**
 * The scripts to load for a consent state: none unless accepted. The server lists only the configured ones; the
 * checks are repeated here so an empty URL, a non-https one or a disabled tag manager can never load.
 */
export function scriptsToLoad(state: ConsentState, settings: Pick<PublicSiteSettings, 'consentScripts' | 'tagManager'> | undefined): ConsentScript[] {
  if (state !== 'accepted' || !settings) return [];
  return settings.consentScripts.filter(
    (script) => script.src.startsWith('https://') && (script.kind !== 'tagManager' || settings.tagManager.enabled),
  );
}

/** The little of the DOM the loader touches, so it can be tested without a browser. */
export interface ScriptHost {
  createElement(tag: 'script'): { src: string; async: boolean; dataset: DOMStringMap };
  head: { appendChild(node: never): unknown };
  querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>;
}

export interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * Appends one async script element per script not yet on the page (a second Accept, or a remount, adds nothing).
 * The tag manager gets its start event in window.dataLayer first, as its loader expects. Returns the URLs added.
 */
export function loadConsentScripts(doc: ScriptHost, scripts: readonly ConsentScript[], win?: DataLayerHost): string[] {
  const present = new Set(Array.from(doc.querySelectorAll('script[data-consent]'), (node) => node.getAttribute('src')));
  const added: string[] = [];
  for (const script of scripts) {
    if (present.has(script.src)) continue;
    if (script.kind === 'tagManager' && win) {
      win.dataLayer ??= [];
      win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    }
    const element = doc.createElement('script');
    element.async = true;
    element.src = script.src;
    element.dataset.consent = script.kind;
    doc.head.appendChild(element as never);
    present.add(script.src);
    added.push(script.src);
  }
  return added;
}

/**
 * Page scrolling is locked while the banner waits for a choice: overflow hidden on the root element (the viewport
 * follows it). The body is left alone because the dialogs' scroll lock (Radix) manages that one. Returns the unlock.
 */
export function lockScroll(root: { style: { overflow: string } }): () => void {
  const previous = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous;
  };
}
