import { defaultShouldDehydrateQuery, type Query } from '@tanstack/react-query';

/**
 * Queries a server render uses but does not hand to the browser: their data is already in the HTML in full and the
 * page keeps that markup as it is (the dealer finder's maps: ~100 kB of SVG path data that would otherwise be sent
 * twice, once drawn and once as JSON). tRPC query keys start with the procedure's path as an array.
 */
const SERVER_ONLY_PATHS: readonly string[] = ['public.dealers.maps'];

export function dehydratesToBrowser(query: Query): boolean {
  const [path] = query.queryKey;
  const dotted = Array.isArray(path) ? path.join('.') : '';
  return defaultShouldDehydrateQuery(query) && !SERVER_ONLY_PATHS.includes(dotted);
}
