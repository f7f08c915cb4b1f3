import type { AdminPages } from '../page-registry';

/** The downloads and files screens (issue 4): filled in by the files feature. */
export const FILES_PAGES: AdminPages = {};
