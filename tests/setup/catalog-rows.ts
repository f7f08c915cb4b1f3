import { categories } from '../../src/server/db/schema';
import type { AppDeps } from '../../src/server/deps';
import { LOCALE_CODES, type LocaleCode } from '../../src/shared/locales';

/** Texts of a per-language field, by language code; the languages left out are empty. */
export type LocaleTexts = Partial<Record<LocaleCode, string>>;

/** The columns `{base}_DE` … `{base}_PT` of a catalogue row, as a drizzle insert or update takes them. */
export const localeColumns = (base: string, values: LocaleTexts = {}) =>
  Object.fromEntries(LOCALE_CODES.map((code) => [`${base}_${code}`, values[code] ?? '']));

/** A category of the seeded catalogue, for products a test writes. */
export async function anyCategoryId(deps: AppDeps): Promise<number> {
  const [category] = await deps.db.select({ id: categories.id }).from(categories).limit(1);
  return category!.id;
}
