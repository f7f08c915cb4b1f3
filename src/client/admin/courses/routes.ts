import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The training courses and who is enrolled on them. */
export const ADMIN_COURSES_ROUTES = [
  adminRoute('/courses', 'admin.courses', 'admin-courses:overview.description'),
  adminRoute('/courses/courses', 'admin.courses.list', 'admin-courses:list.description'),
  adminRoute('/courses/courses/:id', 'admin.courses.edit', 'admin-courses:edit.description'),
  adminRoute('/courses/users', 'admin.courses.users', 'admin-courses:users.description'),
] as const;

export type AdminCoursesRouteId = IdsOf<typeof ADMIN_COURSES_ROUTES>;
