import { ARTICLE_RESOURCES } from './articles';
import { PAGE_RESOURCES } from './pages';

/** The /admin/content sections built as resources. */
export const CONTENT_RESOURCES = { ...ARTICLE_RESOURCES, ...PAGE_RESOURCES } as const;
