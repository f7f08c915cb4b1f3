import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { ANNOUNCEMENT_ROUTES } from './routes';

export const ANNOUNCEMENT_PAGES: SectionPages<typeof ANNOUNCEMENT_ROUTES> = {
  'portal.announcements': lazyPage(() => import('./AnnouncementsPage'), (module) => createElement(module.default)),
  'portal.announcement': lazyPage(() => import('./AnnouncementPage'), (module, { params }) => createElement(module.default, { params })),
};
