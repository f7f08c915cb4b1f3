import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { COMPANY_RETURNS_ROUTES } from './routes';

export const COMPANY_RETURNS_PAGES: SectionPages<typeof COMPANY_RETURNS_ROUTES> = {
  'portal.returns': lazyPage(() => import('./CompanyReturnsPage'), (module) => createElement(module.default)),
  'portal.return': lazyPage(() => import('./BookReturnPage'), (module) => createElement(module.default)),
};
