import { clampArea } from '../../../shared/dealers/dealer-kinds';
import type { DealerAreaInput, DealerLocaleInput } from '../../../shared/dealers/dealers.schema';
import type { Locale } from '../../../shared/locales';

/**
 * The dealer pages' query inputs, shared by the pages (browser) and the loaders (server) so both ask for the same
 * query key: the server's data is what the page finds when it hydrates. (Value imports come from zod-free modules
 * only: these pages' chunks do not carry the validation library.)
 */

export const finderQueryInput = (locale: Locale): DealerLocaleInput => ({ locale });

export const areaQueryInput = (area: string, locale: Locale): DealerAreaInput => ({ area: clampArea(area), locale });

/**
 * /distributors?area=: what the country picker sends when the browser submits it by itself (no JavaScript yet, or
 * none at all). The finder then shows that country's dealers under the picker; with the app running, the picker goes
 * to /distributors/{area} instead.
 */
export function pickedArea(search: URLSearchParams): string {
  return clampArea(search.get('area') ?? '');
}
