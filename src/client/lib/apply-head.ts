import type { HeadElement } from '../../shared/seo/head-tags';

/** Every tag headElements() makes, whoever wrote it (the server's first HTML or an earlier navigation). */
const OWNED =
  'meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"], ' +
  'link[rel="alternate"][hreflang], link[rel="preload"][as="image"], script[type="application/ld+json"]';

/**
 * The browser's half of the one head (shared/seo/head-tags.ts headElements): replaces the page's head tags with the
 * new page's, the same list the server writes into the first HTML.
 */
export function applyHead(elements: readonly HeadElement[]): void {
  for (const old of document.head.querySelectorAll(OWNED)) old.remove();
  for (const element of elements) {
    if (element.tag === 'title') {
      document.title = element.text;
      continue;
    }
    const node = document.createElement(element.tag);
    for (const [name, value] of Object.entries(element.attrs)) node.setAttribute(name, value);
    // A data block, never run: the Content-Security-Policy's script rules do not apply to it.
    if (element.tag === 'script') node.textContent = JSON.stringify(element.json);
    document.head.append(node);
  }
}
