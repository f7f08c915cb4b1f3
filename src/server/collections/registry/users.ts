import { adminUsersCollection } from '../../features/users/collections/admin-users';

/** The user accounts' collections of the admin area, by name (the portal's team lives with its face). */
export const USER_SERVER_RESOURCES = { adminUsers: adminUsersCollection };
