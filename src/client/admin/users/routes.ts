import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** Voltara's users: the list and one user's page. */
export const ADMIN_USERS_ROUTES = [
  adminRoute('/users', 'admin.users', 'admin-users:list.description'),
  adminRoute('/users/:id', 'admin.user', 'admin-users:user.description'),
] as const;

export type AdminUsersRouteId = IdsOf<typeof ADMIN_USERS_ROUTES>;
