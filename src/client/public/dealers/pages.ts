import { createElement } from 'react';
import { familyPages, lazyPage } from '../../router/pages';
import { DEALER_ROUTES } from './routes';

/** The finder and an area's page, one family: moving between them keeps the map mounted. */
export const DEALER_PAGES = familyPages(DEALER_ROUTES, lazyPage(() => import('./DealerPages'), (module, props) => createElement(module.default, props)));
