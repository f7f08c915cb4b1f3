import { createElement } from 'react';
import { familyPages, lazyPage } from '../router/pages';
import { AUTH_ROUTES } from './routes';

/** The sign-in screens, one chunk (AuthArea switches on the route): none of it is in the public pages' first load. */
export const AUTH_PAGES = familyPages(AUTH_ROUTES, lazyPage(() => import('./AuthArea'), (module, props) => createElement(module.default, props)));
