import { ARTICLE_SERVER_RESOURCES } from '../../features/editorial/collections/articles';
import { PAGE_SERVER_RESOURCES } from '../../features/content/collections/pages';

export const CONTENT_SERVER_RESOURCES = { ...ARTICLE_SERVER_RESOURCES, ...PAGE_SERVER_RESOURCES };
