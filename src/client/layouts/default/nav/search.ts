/**
 * SPEC.md section 2: the header search box goes to /search?q={term}, the mobile one to /products/search?search={term}.
 * A blank term goes nowhere (null).
 */
export type SearchBox = 'header' | 'mobile';

export function searchUrl(box: SearchBox, term: string): string | null {
  const query = term.trim();
  if (query === '') return null;
  const encoded = encodeURIComponent(query);
  return box === 'header' ? `/search?q=${encoded}` : `/products/search?search=${encoded}`;
}
