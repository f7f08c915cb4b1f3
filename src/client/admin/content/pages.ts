import type { AdminPages } from '../page-registry';
import { ContentIndexPage } from './ContentIndexPage';

/** The content index; each content section's screens are the generic collection screens. */
export const CONTENT_PAGES: AdminPages = { 'admin.content': ContentIndexPage };
