import { adminUsersResource } from '../../users/collections/admin-users';

/** The user accounts' collections of the admin area (the portal's team lives with its face). */
export const USER_RESOURCES = { adminUsers: adminUsersResource } as const;
