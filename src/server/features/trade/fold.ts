import { isoDay } from '../../../shared/format/iso-days';

/** A customer's name as sales are searched and grouped: accents, case and repeated spaces do not count. */
export function customerKeyOf(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** `prefix` and the first string after every string starting with it: a range an index serves (`>= a AND < b`). */
export function prefixBounds(prefix: string): [string, string] {
  return [prefix, `${prefix}\uffff`];
}

/** Today as YYYY-MM-DD (UTC), and tomorrow: a sale dated "today" in a time zone ahead of UTC is not in the future. */
export function latestSaleDate(now = new Date()): string {
  return isoDay(new Date(now.getTime() + 86_400_000));
}
