import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { STAFF_COURSES_ROUTES } from './routes';

export const STAFF_COURSES_PAGES: SectionPages<typeof STAFF_COURSES_ROUTES> = {
  'portal.courses': lazyPage(() => import('./StaffCoursesPage'), (module) => createElement(module.default)),
};
