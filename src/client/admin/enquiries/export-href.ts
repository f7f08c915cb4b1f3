import type { InboxFilter } from '../../../shared/enquiries/inbox.schema';

/** The CSV of what the inbox's filter matches (server/rest: ?kind=&status=&mine=1&q=, the list's own parameters). */
export function exportHref(filter: Partial<InboxFilter>): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.mine) params.set('mine', '1');
  if (filter.q) params.set('q', filter.q);
  const query = params.toString();
  return `/api/admin/enquiries/export.csv${query ? `?${query}` : ''}`;
}
