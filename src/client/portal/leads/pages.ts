import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { LEADS_ROUTES } from './routes';

export const LEADS_PAGES: SectionPages<typeof LEADS_ROUTES> = {
  'portal.leads': lazyPage(() => import('./LeadsPage'), (module) => createElement(module.default)),
};
