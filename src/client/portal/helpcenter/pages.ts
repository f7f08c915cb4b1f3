import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { HELP_CENTRE_ROUTES } from './routes';

export const HELP_CENTRE_PAGES: SectionPages<typeof HELP_CENTRE_ROUTES> = {
  'portal.helpcenter': lazyPage(() => import('./HelpCentrePage'), (module) => createElement(module.default)),
};
