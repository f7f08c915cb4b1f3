import { INTL_LOCALE, LOCALES, type Locale } from '../locales';
import { BRAND, pageTitle } from '../settings/brand';

/**
 * What search engines and link previews read of a page (issue 8, scope 2), made from the page's own data by a small
 * `head(data, ...)` beside each page: the server writes it into the first HTML, the client applies the title and
 * description after a navigation. Never from effects that read the DOM.
 */
export interface PageHead {
  /** The page's own part of the title: "{Page} | Voltara Test Equipment". Empty on the home page. */
  title: string;
  description: string;
  /** Site path or absolute URL of the preview image; the site's default card when absent. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** JSON-LD objects (Organization, Product, BreadcrumbList, FAQPage ...). */
  jsonLd?: readonly object[];
  /** Pages behind a login, search results: kept out of the index. */
  noindex?: boolean;
  /** The page's largest picture, fetched first (it is what the visitor sees first; Largest Contentful Paint). */
  preloadImage?: string;
}

/** The query parameters that make a different page (a list's page, filters, a search); others are dropped. */
const SIGNIFICANT_PARAMS = ['q', 'search', 'page', 'application', 'tag', 'product'] as const;

export const DEFAULT_SHARE_IMAGE = '/images/share/voltara-card.png';

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

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON inside a script element: `<` escaped so no text can close the element; the line separators JS dislikes too. */
export function scriptJson(value: unknown): string {
  // One pass over the text (the page's state is ~50 kB): "<" never closes the script, and the two line separators
  // JavaScript once refused in strings are escaped as well.
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => SCRIPT_ESCAPES[char] ?? char);
}

export interface HeadContext {
  origin: string;
  path: string;
  search: URLSearchParams;
  locale: Locale;
}

/** The tags of `<head>` for one page, as HTML text (attribute values escaped). */
export function headTags(head: PageHead, context: HeadContext): string {
  const { origin, path, search, locale } = context;
  const title = pageTitle(head.title);
  const canonical = localizedUrl(origin, path, search, locale);
  const image = absoluteUrl(origin, head.image || DEFAULT_SHARE_IMAGE);
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(content)}">`;
  const tags = [
    `<title>${escapeAttr(title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.preloadImage ? `<link rel="preload" as="image" href="${escapeAttr(head.preloadImage)}" fetchpriority="high">` : '',
    `<link rel="canonical" href="${escapeAttr(canonical)}">`,
    ...LOCALES.map(
      (code) => `<link rel="alternate" hreflang="${code}" href="${escapeAttr(localizedUrl(origin, path, search, code))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttr(localizedUrl(origin, path, search, 'x-default'))}">`,
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
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}

/** Plain text of stored HTML, for descriptions (tags dropped, entities of the sanitiser's output decoded, trimmed). */
export function textOf(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}
