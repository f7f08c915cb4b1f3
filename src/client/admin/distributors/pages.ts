import type { AdminPages } from '../page-registry';
import { DistributorsIndexPage } from './DistributorsIndexPage';

/** The Distributors section's own screens (its dealers list and edit form are the generic resource screens). */
export const DISTRIBUTORS_PAGES: AdminPages = {
  'admin.distributors': DistributorsIndexPage,
};
