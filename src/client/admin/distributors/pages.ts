import type { AdminPages } from '../page-registry';

/**
 * The Distributors section's own screens. Its index is now the companies overview (admin/companies/pages.ts); the
 * dealers' public profiles (/admin/distributors/dealers) are the generic resource screens.
 */
export const DISTRIBUTORS_PAGES: AdminPages = {};
