import { createElement } from 'react';
import { familyPages, lazyPage } from '../../router/pages';
import { INFO_ROUTES } from './routes';

/** The information pages, one family (InfoPages switches on the route). */
export const INFO_PAGES = familyPages(INFO_ROUTES, lazyPage(() => import('./InfoPages'), ({ InfoPages }, props) => createElement(InfoPages, props)));
