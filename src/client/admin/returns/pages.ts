import type { AdminPages } from '../page-registry';
import { ReturnsListPage } from './ReturnsListPage';
import { ReturnPage } from './ReturnPage';

/**
 * Returns (issue 10): the admin returns collection's list and one return with its status steps, notes and
 * printouts. Merged after the generic screens (RESOURCE_PAGES), so the list's own cells (status badge, items) replace
 * the generic list of the definition.
 */
export const RETURNS_PAGES: AdminPages = {
  'admin.returns': ReturnsListPage,
  'admin.returns.edit': ReturnPage,
};
