import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { MESSAGE_ROUTES } from './routes';

export const MESSAGE_PAGES: SectionPages<typeof MESSAGE_ROUTES> = {
  'portal.inbox': lazyPage(() => import('./InboxPage'), (module) => createElement(module.default)),
  'portal.message': lazyPage(() => import('./ThreadPage'), (module, { params }) => createElement(module.default, { params })),
};
