import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { TEAM_ROUTES } from './routes';

export const TEAM_PAGES: SectionPages<typeof TEAM_ROUTES> = {
  'portal.files': lazyPage(() => import('./FilesPage'), (module) => createElement(module.default)),
  'portal.users': lazyPage(() => import('./UsersPage'), (module) => createElement(module.default)),
  'portal.servicetools': lazyPage(() => import('./ServiceToolsPage'), (module) => createElement(module.default)),
};
