import { and, asc, eq, inArray } from 'drizzle-orm';
import { DOWNLOAD_CATEGORIES, DOWNLOAD_AUDIENCES, audiencesVisibleTo, type DownloadAudience } from '../../../shared/files/download.schema';
import type { LibraryDownloadsInput } from '../../../shared/library/library.schema';
import type { LibraryDownload, LibraryDownloadsPage, LibraryProductLink } from '../../../shared/library/library.types';
import { localizedField, LOCALES, type Locale } from '../../../shared/locales';
import type { Actor } from '../../auth/actor';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { productDownloads, products } from '../../db/schema';
import { listVisibleDownloads } from '../downloads/visible';
import type { Ctx, VisitorCtx } from '../../service-context';

/**
 * /resources/downloads/{category?}: the downloads someone may fetch, grouped by their own category (brochure, price
 * list, manual ...: every download has one, while many belong to no product). What is listed comes from
 * listVisibleDownloads, the one place that applies the audience rules (service manuals only ever to roles with
 * service tool access), so this file never decides who sees what.
 *
 * The signed-out list is the server-rendered page's and is cached with the pages (any admin save drops it); a
 * signed-in caller's list is read fresh on every call: it is never shared between users.
 */
export function publicDownloadsPage(ctx: Ctx<'deps'>, input: LibraryDownloadsInput): Promise<LibraryDownloadsPage> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `library:downloads:${input.category ?? '*'}:${input.locale}`, () => downloadsPage(deps, null, input));
}

/** The caller's own list (the session decides); a signed-out caller gets the cached public one. */
export function downloadsPageFor(ctx: VisitorCtx<'deps' | 'actor'>, input: LibraryDownloadsInput): Promise<LibraryDownloadsPage> {
  const { deps, actor } = ctx;
  return actor ? downloadsPage(deps, actor, input) : publicDownloadsPage(ctx, input);
}

async function downloadsPage(deps: AppDeps, actor: Actor | null, input: LibraryDownloadsInput): Promise<LibraryDownloadsPage> {
  // Every visible download once (the category menu counts them all), then the asked category picked out.
  const visible = await listVisibleDownloads({ deps, actor, locale: input.locale }, { q: '' });
  const links = await productLinks(deps, visible.map((item) => item.id), input.locale);
  const all: LibraryDownload[] = visible.map((item) => ({
    id: item.id,
    title: item.title,
    category: item.category,
    audience: item.audience,
    fileName: item.fileName,
    contentType: item.contentType,
    size: item.size,
    language: fileLanguage(item.fileName),
    url: item.url,
    products: links.get(item.id) ?? [],
  }));
  const groups = DOWNLOAD_CATEGORIES.map((category) => ({ category, items: all.filter((item) => item.category === category) })).filter(
    (group) => group.items.length > 0,
  );
  return {
    category: input.category ?? null,
    categories: groups.map((group) => ({ category: group.category, count: group.items.length })),
    groups: input.category ? groups.filter((group) => group.category === input.category) : groups,
    audience: highestAudience(actor),
  };
}

/** The products each download is linked to (published products only), in the product's own order of its downloads. */
async function productLinks(deps: AppDeps, ids: number[], locale: Locale): Promise<Map<number, LibraryProductLink[]>> {
  const links = new Map<number, LibraryProductLink[]>();
  if (ids.length === 0) return links;
  const rows = await deps.db
    .select({ downloadId: productDownloads.targetId, product: products })
    .from(productDownloads)
    .innerJoin(products, eq(products.id, productDownloads.productId))
    .where(and(inArray(productDownloads.targetId, ids), eq(products.published, true)))
    .orderBy(asc(products.sort), asc(products.name_EN), asc(products.id));
  for (const { downloadId, product } of rows) {
    const list = links.get(downloadId) ?? [];
    list.push({ name: localizedField(product, 'name', locale), slug: product.slug });
    links.set(downloadId, list);
  }
  return links;
}

const LANGUAGE_SUFFIX = new RegExp(`[-_.](${LOCALES.join('|')})\\.[a-z0-9]+$`, 'i');

/**
 * A file's language: the downloads table has no language column, so a name ending in a language code ("manual-de.pdf")
 * says it; any other file is English, the language every demo file and the site's fallback are in.
 */
export function fileLanguage(fileName: string): string {
  return LANGUAGE_SUFFIX.exec(fileName)?.[1]?.toLowerCase() ?? 'en';
}

/** The widest audience the caller's role admits (the audiences are nested), for the page's "you see" note. */
function highestAudience(actor: Actor | null): DownloadAudience {
  const visible = audiencesVisibleTo(actor?.role ?? null);
  return DOWNLOAD_AUDIENCES.filter((audience) => visible.includes(audience)).at(-1) ?? 'public';
}
