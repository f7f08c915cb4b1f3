import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';
import { LOCALE_CODES, type LocaleCode } from '../../../shared/locales';

const localizedColumn = (name: string) => text(name).notNull().default('');
type LocalizedColumn = ReturnType<typeof localizedColumn>;

/** Six text columns `{base}_DE` ... `{base}_PT`, empty string where untranslated (DECISIONS.md HTTP contract). */
export function localizedText<Base extends string>(base: Base): Record<`${Base}_${LocaleCode}`, LocalizedColumn> {
  return Object.fromEntries(
    LOCALE_CODES.map((code) => [`${base}_${code}`, localizedColumn(`${base}_${code}`)]),
  ) as Record<`${Base}_${LocaleCode}`, LocalizedColumn>;
}

export const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

export const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`)
    .$onUpdate(() => new Date());

/**
 * `updated_at` for tables that already had rows when it arrived: SQLite cannot add a column whose default is an
 * expression, so the SQL default is 0 and drizzle stamps the time on every insert and update instead.
 */
export const touchedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`0`)
    .$defaultFn(() => new Date())
    .$onUpdate(() => new Date());
