import type { TFunction } from 'i18next';

/**
 * An audit question's category is a word of the settings (English, e.g. "Premises"): the known ones are translated
 * in the namespace, any other is shown as the admin wrote it.
 */
export const categoryLabel = (t: TFunction<'portal-service'>, category: string) =>
  category ? t(`categories.${category.toLowerCase()}`, { defaultValue: category }) : t('categories.none');

/** Items in groups by category, in the order each category first appears (the settings' order). */
export function byCategory<T extends { category: string }>(items: readonly T[]): Array<{ category: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups].map(([category, list]) => ({ category, items: list }));
}
