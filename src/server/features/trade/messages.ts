import { formatNumber } from '../../../shared/format/plain-numbers';
import type { Locale } from '../../../shared/locales';
import { fill, serverTexts, type ServerTexts } from '../../texts';

/** What sales, stock and price lists refuse; every import problem (ImportProblem) must be one of them. */
export type TradeMessageKey = keyof ServerTexts['trade'];

/**
 * The message in the language, its placeholders filled: {{column}} a CSV column or form field, {{value}} what was
 * given, {{n}} a number. A value is cut to 100 characters (it may come from a file): room for a whole reference, and
 * for the sales CSV's list of columns.
 */
export function tradeMessage(locale: Locale, key: TradeMessageKey, vars: { column?: string; value?: string; n?: number } = {}): string {
  const text = (value: string | number | undefined) => (typeof value === 'number' ? formatNumber(value, locale) : (value ?? '').slice(0, 100));
  return fill(serverTexts(locale).trade[key], { column: text(vars.column), value: text(vars.value), n: text(vars.n) });
}
