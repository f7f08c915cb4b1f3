import { ARTICLE_RESOURCES } from '../../editorial/collections/articles';
import { PAGE_RESOURCES } from '../../content/collections/pages';

/** The /admin/content sections built as resources. */
export const CONTENT_RESOURCES = { ...ARTICLE_RESOURCES, ...PAGE_RESOURCES } as const;
