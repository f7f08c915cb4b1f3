import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The training of the company's staff (seniors). */
export const STAFF_COURSES_ROUTES = [
  portalRoute('/courses', 'portal.courses', { permission: 'portal:manage-company' }),
] as const;

export type StaffCoursesRouteId = IdsOf<typeof STAFF_COURSES_ROUTES>;
