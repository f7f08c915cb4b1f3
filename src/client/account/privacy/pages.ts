import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { PRIVACY_ROUTES } from './routes';

/** The self-service pages of GDPR (docs/decisions/0043), each its own chunk. */
export const PRIVACY_PAGES: SectionPages<typeof PRIVACY_ROUTES> = {
  accountEmail: lazyPage(() => import('./EmailPage'), (module) => createElement(module.default)),
  accountSessions: lazyPage(() => import('./SessionsPage'), (module) => createElement(module.default)),
  accountData: lazyPage(() => import('./DataPage'), (module) => createElement(module.default)),
  accountDelete: lazyPage(() => import('./DeletePage'), (module) => createElement(module.default)),
};
