import { and, asc, eq } from 'drizzle-orm';
import { LOCALES } from '../../../shared/locales';
import { ROUTES } from '../../../shared/routes';
import { localizedUrl } from '../../../shared/seo/head-tags';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { applications, categories, documents, landingPages, productOptions, products, tags } from '../../db/schema';
import { productUrl } from '../content/categories';
import { categoryPageUrl } from '../catalog/trail';
import { articleSitemapEntries } from '../editorial/sitemap';
import { dealerSitemapEntries } from '../dealers/sitemap';

interface Entry {
  path: string;
  lastmod?: Date;
}

/**
 * Fixed public pages: routes of the table without parameters that every visitor may open (auth screens excluded), but
 * those their section leaves out (`sitemap: false`: the search pages).
 */
function fixedPaths(): string[] {
  return ROUTES.filter((route) => route.area === 'public' && !route.permission && !route.path.includes(':') && route.sitemap !== false).map((route) => route.path);
}

async function entries(deps: AppDeps): Promise<Entry[]> {
  const [productRows, optionRows, categoryRows, tagRows, applicationRows, landingRows, guideRows] = await Promise.all([
    deps.db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(eq(products.published, true)).orderBy(asc(products.id)),
    deps.db
      .select({ product: products.slug, slug: productOptions.slug, updatedAt: productOptions.updatedAt })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(and(eq(productOptions.published, true), eq(products.published, true)))
      .orderBy(asc(productOptions.id)),
    deps.db.select({ id: categories.id, slug: categories.slug, updatedAt: categories.updatedAt }).from(categories).where(eq(categories.published, true)).orderBy(asc(categories.id)),
    deps.db.select({ slug: tags.slug, updatedAt: tags.updatedAt }).from(tags).where(eq(tags.published, true)).orderBy(asc(tags.id)),
    deps.db.select({ slug: applications.slug, updatedAt: applications.updatedAt }).from(applications).where(eq(applications.published, true)).orderBy(asc(applications.id)),
    deps.db.select({ slug: landingPages.slug, createdAt: landingPages.createdAt }).from(landingPages).where(eq(landingPages.published, true)).orderBy(asc(landingPages.id)),
    // Guides: every published document reads as one at /guides/{slug}.
    deps.db.select({ slug: documents.slug }).from(documents).where(eq(documents.published, true)).orderBy(asc(documents.id)),
  ]);
  // A row stamped 0 (it existed before updated_at did) has no known date: no lastmod rather than 1970.
  const known = (date: Date) => (date.getTime() > 0 ? date : undefined);
  const paths = new Set<string>();
  const out: Entry[] = [];
  const add = (path: string, lastmod?: Date) => {
    if (paths.has(path)) return;
    paths.add(path);
    out.push(lastmod ? { path, lastmod } : { path });
  };
  for (const path of fixedPaths()) add(path);
  for (const row of categoryRows) add(categoryPageUrl(row.id, row.slug), known(row.updatedAt));
  for (const row of productRows) add(productUrl(row.slug), known(row.updatedAt));
  for (const row of optionRows) add(`${productUrl(row.product)}/${row.slug}`, known(row.updatedAt));
  for (const row of tagRows) add(`/tags/${row.slug}`, known(row.updatedAt));
  for (const row of applicationRows) add(`/applications/${row.slug}`, known(row.updatedAt));
  for (const row of landingRows) add(`/${row.slug}`, known(row.createdAt));
  // The downloads page takes an optional category: its bare path is the list of them all.
  add('/resources/downloads');
  for (const row of guideRows) add(`/guides/${row.slug}`);
  for (const entry of await articleSitemapEntries(deps)) add(entry.path, entry.lastmod);
  for (const entry of await dealerSitemapEntries(deps)) add(entry.path, entry.lastmod);
  return out;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /sitemap.xml: every public URL with its language alternates (hreflang, x-default English) and, where known, the
 * date it last changed. Cached with the rendered pages.
 */
export async function sitemapXml(deps: AppDeps): Promise<string> {
  const origin = deps.env.APP_URL;
  return deps.cache.value(PAGES_AREA, 'sitemap', async () => {
    const none = new URLSearchParams();
    const urls = (await entries(deps)).map((entry) => {
      const alternates = [...LOCALES, 'x-default' as const]
        .map((code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(localizedUrl(origin, entry.path, none, code))}"/>`)
        .join('');
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
      return `<url><loc>${escapeXml(localizedUrl(origin, entry.path, none, 'en'))}</loc>${lastmod}${alternates}</url>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  });
}

/** /robots.txt: the areas behind a login stay out; the sitemap is named. */
export function robotsTxt(deps: AppDeps): string {
  const origin = deps.env.APP_URL;
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /portal', 'Disallow: /account', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
