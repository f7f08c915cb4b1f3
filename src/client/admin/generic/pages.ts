import type { AdminPages } from '../page-registry';

/** Screens of the sections defined as resources (src/shared/resources): filled in by the resource framework. */
export const RESOURCE_PAGES: AdminPages = {};
