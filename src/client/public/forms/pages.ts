import { createElement } from 'react';
import { familyPages, lazyPage } from '../../router/pages';
import { FORM_ROUTES } from './routes';

/** The forms, one family: moving between the training sectors keeps the form's shell mounted. */
export const FORM_PAGES = familyPages(FORM_ROUTES, lazyPage(() => import('./FormPages'), (module, props) => createElement(module.default, props)));
