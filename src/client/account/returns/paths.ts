import type { Locale } from '../../../shared/locales';

/** The addresses the returns pages link between (shared/routes.ts has their patterns) and the printouts they offer. */
export const RETURNS_PATH = '/account/returns';
export const NEW_RETURN_PATH = '/account/returns/new';
export const returnPath = (id: number) => `/account/returns/${id}`;
/** Where a booked return lands: its page with the thank-you and the printouts on top. */
export const thanksPath = (id: number) => `/account/returns/${id}?thanks=1`;

export const PRINTOUTS = ['confirmation', 'invoice', 'label'] as const;
export type Printout = (typeof PRINTOUTS)[number];
/** Inline PDFs, drawn for the booker only (src/server/features/returns/returns.rest.ts). */
export const printoutHref = (id: number, printout: Printout) => `/api/returns/${id}/${printout}.pdf`;

/** The blank declaration form the "Download forms" step offers, in the page's language. */
export const declarationHref = (locale: Locale) => `/api/returns/forms/declaration.pdf?lang=${locale}`;

/** A route parameter that can be a return's id; anything else is not found without asking the server. */
export function returnIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
