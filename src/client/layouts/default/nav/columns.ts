/**
 * Splits `items` into `count` columns in reading order, as even as possible: the first columns take the extra items
 * (10 into 4 gives 3, 3, 2, 2). Always answers exactly `count` columns (some empty when there are fewer items).
 */
export function splitIntoColumns<T>(items: readonly T[], count: number): T[][] {
  const columns = Math.max(1, Math.floor(count));
  const base = Math.floor(items.length / columns);
  const extra = items.length % columns;
  const result: T[][] = [];
  let start = 0;
  for (let index = 0; index < columns; index++) {
    const size = base + (index < extra ? 1 : 0);
    result.push(items.slice(start, start + size));
    start += size;
  }
  return result;
}
