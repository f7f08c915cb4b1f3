import { createElement } from 'react';
import { familyPages, lazyPage } from '../../router/pages';
import { LIBRARY_ROUTES } from './routes';

/** Downloads, guides and the questionnaire, one family. */
export const LIBRARY_PAGES = familyPages(LIBRARY_ROUTES, lazyPage(() => import('./LibraryPages'), (module, props) => createElement(module.default, props)));
