import type { AdminPages } from '../page-registry';
import { RmaListPage } from './RmaListPage';
import { RmaPage } from './RmaPage';

/**
 * Returns (RMAs, issue 10): the admin returns collection's list and one return with its status steps, notes and
 * printouts. Merged after the generic screens (RESOURCE_PAGES), so the list's own cells (status badge, items) replace
 * the generic list of the definition.
 */
export const RMA_PAGES: AdminPages = {
  'admin.rma': RmaListPage,
  'admin.rma.edit': RmaPage,
};
