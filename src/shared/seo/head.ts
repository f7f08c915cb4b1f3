/**
 * What search engines and link previews read of a page (issue 8, scope 2), made from the page's own data by a small
 * `head(data, ...)` beside each page's loader: the server writes its tags into the first HTML and the browser puts the
 * same tags into the document after a navigation (head-tags.ts). Never from effects that read the DOM.
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

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON inside a script element: `<` escaped so no text can close the element; the line separators JS dislikes too. */
export function scriptJson(value: unknown): string {
  // One pass over the text (the page's state is ~50 kB): "<" never closes the script, and the two line separators
  // JavaScript once refused in strings are escaped as well.
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => SCRIPT_ESCAPES[char] ?? char);
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
