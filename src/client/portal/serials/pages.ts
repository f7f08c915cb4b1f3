import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { SERIALS_ROUTES } from './routes';

export const SERIALS_PAGES: SectionPages<typeof SERIALS_ROUTES> = {
  'portal.customers': lazyPage(() => import('./CustomersPage'), (module) => createElement(module.default)),
  'portal.customer': lazyPage(() => import('./CustomerPage'), (module, { params }) => createElement(module.default, { params })),
  'portal.serials': lazyPage(() => import('./SerialsPage'), (module) => createElement(module.default)),
  'portal.serial': lazyPage(() => import('./SerialPage'), (module, { params }) => createElement(module.default, { params })),
};
