import { createElement } from 'react';
import { familyPages, lazyPage } from '../../router/pages';
import { RESOURCE_ROUTES } from './routes';

/** The two reference pages, one family. */
export const RESOURCE_PAGES = familyPages(RESOURCE_ROUTES, lazyPage(() => import('./ResourcePages'), (module, props) => createElement(module.default, props)));
