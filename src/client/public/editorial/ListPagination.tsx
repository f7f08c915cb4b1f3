import { useLocation } from 'wouter';
import { Pagination } from '../../components/ui/Pagination';
import { pageHref } from './query-inputs';

/**
 * The pagination bar of a list (SPEC.md's component) with page links, so crawlers and visitors without the app follow
 * them; with the app, a click navigates in place.
 */
export function ListPagination({ path, page, total, perPage, label }: { path: string; page: number; total: number; perPage: number; label: string }) {
  const [, navigate] = useLocation();
  const hrefFor = pageHref(path);
  if (total <= perPage) return null;
  return (
    <Pagination
      className="mt-8"
      page={page}
      total={total}
      perPage={perPage}
      label={label}
      hrefFor={hrefFor}
      onPageChange={(target) => navigate(hrefFor(target))}
    />
  );
}
