import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { matchRoute } from '../../shared/routes';
import { lateStylesheetName, pageStylesheet, type CssRuleTable } from './critical-css';
import type { AppDeps } from '../deps';
import { landingPages } from '../db/schema';

/** Shown only when the SPA has not been built (integration tests that never open a browser). */
const UNBUILT_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Voltara Test Equipment</title></head><body><div id="root"></div></body></html>';

/**
 * The built index.html, cut where a server-rendered page fills it in: the language, the head tags (replacing the
 * shell's own title and description) and the content of `#root`.
 */
export interface DocumentTemplate {
  /** The client-rendered shell as built. */
  shell: string;
  /** The page as UTF-8 bytes: the template's fixed parts are encoded once, only the page's own parts per render. */
  fill(parts: { lang: string; head: string; markup: Uint8Array; afterRoot: readonly Uint8Array[] }): Uint8Array<ArrayBuffer>;
}

const ROOT = '<div id="root"></div>';

/** Where the page's stylesheet goes in the template. */
const STYLE_SLOT = '<!--voltara:style-->';

interface PageStylesheet {
  /** The `<style>` element of a page with this markup (UTF-8 bytes). */
  styleFor(markup: Uint8Array): string;
}

/**
 * The stylesheet link of the build, replaced by the stylesheet itself: a server-rendered page then paints from its
 * first response, without waiting another round trip for the CSS (the CSP allows inline styles, not scripts). When
 * the build wrote the stylesheet's rule table, a page gets only the rules its markup can use (http/critical-css.ts):
 * with the page's state outside the HTML, that keeps a public page within the 14.6 kB of the first round trip
 * (docs/decisions/0027). The stylesheet's link stays, disabled (never fetched): the loader of a lazy chunk that lists
 * the stylesheet finds it and does not fetch it again. Beside it the build's late stylesheet (the class rules,
 * build/css-rules.ts), disabled too: the first script enables it before the app takes over (docs/decisions/0058).
 */
function inlineStylesheet(html: string, clientDir: string): { html: string; stylesheet: PageStylesheet } {
  let stylesheet: PageStylesheet = { styleFor: () => '' };
  let late = '';
  const withSlot = html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (link, href: string) => {
    const file = join(clientDir, href);
    if (!existsSync(file)) return link;
    const escape = (css: string) => css.replace(/<\/style/gi, '<\\/style');
    const rulesFile = `${file}.rules.json`;
    if (existsSync(rulesFile)) {
      const table = JSON.parse(readFileSync(rulesFile, 'utf8')) as CssRuleTable;
      for (const entry of table.entries) {
        entry.text = escape(entry.text);
        entry.vars = entry.vars?.map(([name, value]) => [name, escape(value)]);
      }
      const lateHref = lateStylesheetName(href);
      // A build from before the late stylesheet: the page enables the whole one.
      late = existsSync(join(clientDir, lateHref)) ? lateHref : href;
      // Its preparation (what each rule names) is done now, not in the first visitor's render.
      pageStylesheet(table, new Uint8Array());
      stylesheet = {
        styleFor: (markup) => `<style>${pageStylesheet(table, markup)}</style>`,
      };
    } else {
      const whole = `<style>${escape(readFileSync(file, 'utf8'))}</style>`;
      stylesheet = { styleFor: () => whole };
    }
    // Only a page that got part of the stylesheet needs the rest (boot/entry.ts looks for data-rest).
    const rest = late === href ? ' data-rest' : `><link rel="stylesheet" href="${late}" disabled data-rest`;
    return `${STYLE_SLOT}<link rel="stylesheet" href="${href}" disabled${late ? rest : ''}>`;
  });
  return { html: withSlot, stylesheet };
}

export function loadDocumentTemplate(clientDir: string): DocumentTemplate {
  const indexFile = join(clientDir, 'index.html');
  const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : UNBUILT_SHELL;
  const { html: withStyleSlot, stylesheet } = inlineStylesheet(shell, clientDir);
  const withoutDefaults = withStyleSlot
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    // A server-rendered page is readable before its scripts run: they load after the page's own picture and text.
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
  const [beforeLang = '', afterLang = ''] = withoutDefaults.split(/(?<=<html lang=")en(?=")/);
  const [beforeStyle = '', afterStyle = ''] = afterLang.includes(STYLE_SLOT) ? afterLang.split(STYLE_SLOT) : ['', afterLang];
  const [beforeHeadEnd = '', afterHeadEnd = ''] = afterStyle.split('</head>');
  const [beforeRoot = '', afterRoot = ''] = afterHeadEnd.split(ROOT);
  const fixed = [beforeLang, beforeStyle, beforeHeadEnd, `</head>${beforeRoot}<div id="root">`, '</div>', afterRoot].map((part) => Buffer.from(part));
  const [start, afterLangBytes, afterStyleBytes, headEnd, rootEnd, end] = fixed as [Buffer, Buffer, Buffer, Buffer, Buffer, Buffer];
  return {
    shell,
    fill: (parts) => {
      const style = Buffer.from(stylesheet.styleFor(parts.markup));
      const page = Buffer.concat([start, Buffer.from(parts.lang), afterLangBytes, style, afterStyleBytes, Buffer.from(parts.head), headEnd, parts.markup, rootEnd, ...parts.afterRoot, end]);
      // A view of the same memory (a page is far larger than Buffer's shared pool, so it has its own): no second copy.
      return new Uint8Array(page.buffer, page.byteOffset, page.length);
    },
  };
}

/** Whether a route of shared/routes.ts matches (a landing page only when a published one has that slug). */
export async function pageExists(deps: AppDeps, pathname: string): Promise<boolean> {
  const match = matchRoute(pathname);
  if (!match) return false;
  if (match.route.lookup !== 'landing') return true;
  const [page] = await deps.db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(and(eq(landingPages.slug, match.params.slug ?? ''), eq(landingPages.published, true)));
  return page !== undefined;
}
