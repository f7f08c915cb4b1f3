import type { AdminPages } from '../page-registry';

/** The users screens (issue 4): filled in by the users feature. */
export const USERS_PAGES: AdminPages = {};
