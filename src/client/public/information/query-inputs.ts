import type { Locale } from '../../../shared/locales';
import { clampSearch, clampSlug, type ExpertiseSlug, type LegalKind } from '../../../shared/content/page-kinds';
import type { FaqsInput, TroubleshootingInput } from '../../../shared/content/information-pages.schema';
import type { InfoRouteId } from './routes';

/**
 * The information pages' routes and query inputs, shared by the pages (browser) and the loaders (server) so both ask
 * for the same query key: the server's data is what the page finds when it hydrates. (Value imports come from zod-free
 * modules only: these pages' chunks do not carry the validation library.)
 */

export const EXPERTISE_ROUTES = {
  expertiseLeakDetection: 'leak-detection',
  expertisePipeline: 'pipeline',
  expertiseSubsea: 'subsea',
} as const satisfies Partial<Record<InfoRouteId, ExpertiseSlug>>;

export const LEGAL_ROUTES = { terms: 'terms', privacy: 'privacy', policies: 'policies' } as const satisfies Partial<Record<InfoRouteId, LegalKind>>;

export type ExpertiseRouteId = keyof typeof EXPERTISE_ROUTES;
export type LegalRouteId = keyof typeof LEGAL_ROUTES;


export function expertiseRouteOf(slug: ExpertiseSlug): ExpertiseRouteId {
  return (Object.keys(EXPERTISE_ROUTES) as ExpertiseRouteId[]).find((id) => EXPERTISE_ROUTES[id] === slug) ?? 'expertiseLeakDetection';
}

/** /faqs?q=: the search as the schema will apply it (trimmed, cut to length), left out when empty. */
export function faqsQueryInput(search: URLSearchParams, locale: Locale): FaqsInput {
  const q = clampSearch(search.get('q') ?? '');
  return q ? { q, locale } : { locale };
}

/** /troubleshooting?product=&q=: the product filter and the symptom, each left out when empty. */
export function troubleshootingQueryInput(search: URLSearchParams, locale: Locale): TroubleshootingInput {
  const input: TroubleshootingInput = { locale };
  const product = clampSlug(search.get('product') ?? '');
  const q = clampSearch(search.get('q') ?? '');
  if (product) input.product = product;
  if (q) input.q = q;
  return input;
}
