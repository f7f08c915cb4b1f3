import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { NEWS_ROUTES } from './routes';

export const NEWS_PAGES: SectionPages<typeof NEWS_ROUTES> = {
  'portal.announcements': lazyPage(() => import('./AnnouncementsPage'), (module) => createElement(module.default)),
  'portal.announcement': lazyPage(() => import('./AnnouncementPage'), (module, { params }) => createElement(module.default, { params })),
  'portal.inbox': lazyPage(() => import('./InboxPage'), (module) => createElement(module.default)),
  'portal.message': lazyPage(() => import('./ThreadPage'), (module, { params }) => createElement(module.default, { params })),
};
