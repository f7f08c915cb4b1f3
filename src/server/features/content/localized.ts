import { LOCALE_CODES, type Localized, type LocaleCode } from '../../../shared/locales';

/** Copies `{base}_DE` ... `{base}_PT` from a row, '' where missing, so every answer carries all six languages. */
export function localized<Base extends string>(row: Localized<Base>, base: Base): Localized<Base> {
  const source = row as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const code of LOCALE_CODES) {
    const value = source[`${base}_${code}`];
    out[`${base}_${code}`] = typeof value === 'string' ? value : '';
  }
  return out as Localized<Base>;
}

/** The `{base}_XX` columns of a table, for selects that need the names but not the other long texts. */
export function localizedColumns<Table extends object, Base extends string>(
  table: Table,
  base: Base,
): Pick<Table, Extract<`${Base}_${LocaleCode}`, keyof Table>> {
  return Object.fromEntries(LOCALE_CODES.map((code) => [`${base}_${code}`, (table as Record<string, unknown>)[`${base}_${code}`]])) as Pick<
    Table,
    Extract<`${Base}_${LocaleCode}`, keyof Table>
  >;
}
