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
