import type { AdminPages } from '../page-registry';
import { RmaListPage } from './RmaListPage';
import { RmaPage } from './RmaPage';

/** Returns (RMAs, issue 10): the list and one return with its status steps, notes and printouts. */
export const RMA_PAGES: AdminPages = {
  'admin.rma': RmaListPage,
  'admin.rma.edit': RmaPage,
};
