import { createElement } from 'react';
import { familyPages, lazyPage } from '../../router/pages';
import { ARTICLE_ROUTES } from './routes';

/** The articles' pages, one family: a chunk that fetches each page's own chunk when first shown. */
export const ARTICLE_PAGES = familyPages(ARTICLE_ROUTES, lazyPage(() => import('./ArticlePages'), (module, props) => createElement(module.default, props)));
