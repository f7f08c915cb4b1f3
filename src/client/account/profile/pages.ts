import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { PROFILE_ROUTES } from './routes';

export const PROFILE_PAGES: SectionPages<typeof PROFILE_ROUTES> = {
  accountProfile: lazyPage(() => import('./ProfilePage'), (module) => createElement(module.default)),
  accountContact: lazyPage(() => import('./ContactPage'), (module) => createElement(module.default)),
};
