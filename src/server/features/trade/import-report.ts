import type { Locale } from '../../../shared/locales';
import type { ImportProblem, ImportRowError } from '../../../shared/trade/trade.schema';
import { tradeMessage } from './messages';

/** A refused row of an import: where, which column, why (in the request's language). */
export function rowProblem(locale: Locale, line: number, problem: ImportProblem, column: string, value?: string, n?: number): ImportRowError {
  return {
    line,
    column,
    problem,
    message: tradeMessage(locale, problem, { column, ...(value !== undefined ? { value } : {}), ...(n !== undefined ? { n } : {}) }),
  };
}

/** A problem of the whole file (its header, an unclosed quote, too many rows): nothing of it is read. */
export function fileProblem(locale: Locale, line: number, problem: ImportProblem, value?: string, n?: number): ImportRowError {
  return rowProblem(locale, line, problem, '', value, n);
}
