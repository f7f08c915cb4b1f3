import type { Paged } from '../../../shared/catalog/catalog.types';

/**
 * One page of a list already in memory (the cached list of a language): a page past the last shows the last one, as
 * the catalogue's lists do, so a stale ?page= link still lands on content.
 */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): Paged<T> {
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), last);
  return { items: items.slice((current - 1) * perPage, current * perPage), total: items.length, page: current, perPage };
}

/** The record a URL names: by numeric id, else by slug (slugs are stored in lower case; one may be all digits). */
export function findByKey<T extends { id: number; slug: string }>(items: readonly T[], key: string): T | undefined {
  const byId = /^\d{1,15}$/.test(key) ? items.find((item) => item.id === Number(key)) : undefined;
  if (byId) return byId;
  return findBySlug(items, key);
}

/** The record of a slug URL (slugs are stored in lower case; /blog/VP-50-Launch finds the same post). */
export function findBySlug<T extends { slug: string }>(items: readonly T[], slug: string): T | undefined {
  const wanted = slug.toLowerCase();
  return items.find((item) => item.slug === wanted);
}
