import { INTL_LOCALE, LOCALES, type Locale } from '../locales';
import { BRAND, pageTitle } from '../settings/brand';
import { absoluteUrl, scriptJson, type PageHead } from './head';

// Apart from ./head (PageHead, textOf), which every page's heads import: this module is fetched by the browser only
// when a head must change (client/router/route-head.ts), never with a page's first load.

/** The query parameters that make a different page (a list's page, filters, a search); others are dropped. */
const SIGNIFICANT_PARAMS = ['q', 'search', 'page', 'application', 'tag', 'product'] as const;

const DEFAULT_SHARE_IMAGE = '/images/share/voltara-card.png';

/**
 * The URL of a page in one language: English (the fallback and x-default) at the bare path, the others with
 * `?lang=xx` (DECISIONS.md "Search engines and languages"). Significant parameters are kept, in a fixed order. The
 * server passes the page's canonical query (route-tables/query.ts), so a parameter its route ignores never appears;
 * the parameters are walked rather than asked for by name, so the only names a render asks for are the page's own
 * (tests/integration/page-query-params.test.ts).
 */
export function localizedUrl(origin: string, path: string, search: URLSearchParams, locale: Locale | 'x-default'): string {
  const given = new Map<string, string>();
  search.forEach((value, name) => {
    if (!given.has(name)) given.set(name, value);
  });
  const params = new URLSearchParams();
  for (const name of SIGNIFICANT_PARAMS) {
    const value = given.get(name);
    if (value) params.set(name, value);
  }
  if (locale !== 'x-default' && locale !== 'en') params.set('lang', locale);
  const query = params.toString();
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

/** Where a page is: its site address, path, canonical query and language. */
export interface HeadContext {
  origin: string;
  path: string;
  search: URLSearchParams;
  locale: Locale;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One tag of `<head>`, as data: the server writes the list as HTML (headTags) and the browser puts the same list into
 * the document after a navigation (client/lib/apply-head.ts), so the two can never disagree (docs/decisions/0042).
 */
export type HeadElement =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attrs: Readonly<Record<string, string>> }
  | { tag: 'script'; attrs: Readonly<Record<string, string>>; json: object };

/** The head of one page: title, description, robots, canonical, language alternates, Open Graph, Twitter, JSON-LD. */
export function headElements(head: PageHead, context: HeadContext): HeadElement[] {
  const { origin, path, search, locale } = context;
  const title = pageTitle(head.title);
  const canonical = localizedUrl(origin, path, search, locale);
  const image = absoluteUrl(origin, head.image || DEFAULT_SHARE_IMAGE);
  const meta = (attr: 'name' | 'property', key: string, content: string): HeadElement => ({ tag: 'meta', attrs: { [attr]: key, content } });
  const link = (attrs: Record<string, string>): HeadElement => ({ tag: 'link', attrs });
  return [
    { tag: 'title', text: title },
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.preloadImage ? [link({ rel: 'preload', as: 'image', href: head.preloadImage, fetchpriority: 'high' })] : []),
    link({ rel: 'canonical', href: canonical }),
    ...LOCALES.map((code) => link({ rel: 'alternate', hreflang: code, href: localizedUrl(origin, path, search, code) })),
    link({ rel: 'alternate', hreflang: 'x-default', href: localizedUrl(origin, path, search, 'x-default') }),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:type', head.type === 'product' ? 'product' : head.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', INTL_LOCALE[locale].replace('-', '_')),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map((json): HeadElement => ({ tag: 'script', attrs: { type: 'application/ld+json' }, json })),
  ];
}

function elementHtml(element: HeadElement): string {
  if (element.tag === 'title') return `<title>${escapeAttr(element.text)}</title>`;
  const attrs = Object.entries(element.attrs).map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('');
  return element.tag === 'script' ? `<script${attrs}>${scriptJson(element.json)}</script>` : `<${element.tag}${attrs}>`;
}

/** The tags of `<head>` for one page, as HTML text (attribute values escaped): what the server renderer writes. */
export function headTags(head: PageHead, context: HeadContext): string {
  return headElements(head, context).map(elementHtml).join('');
}
