import type { AdminPages } from '../page-registry';
import { ServiceToolPage } from './ServiceToolPage';
import { ServiceToolsListPage } from './ServiceToolsListPage';

/** Service tools (issue 12): the list and one tool's fields, versions and download log. */
export const SERVICETOOLS_PAGES: AdminPages = {
  'admin.servicetools': ServiceToolsListPage,
  'admin.servicetool': ServiceToolPage,
};
