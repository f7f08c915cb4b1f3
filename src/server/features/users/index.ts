/**
 * The admin Users section's workflows (issues 4 and 30): add, profile, access, sessions, delete. The list and its CSV
 * are the users collection (features/users/collections/admin-users.ts).
 */
export { listCompanyOptions } from './company-options';
export { getAdminUser } from './detail';
export { createAdminUser } from './create';
export { updateAdminUser } from './update';
export { deleteAdminUser } from './delete';
export { disableUser, enableUser, resetTwoFactor, sendPasswordReset } from './access';
export { disableUsers, enableUsers } from './bulk';
export { revokeAllSessions, revokeSession } from './sessions';
export { USERS_SECTION } from './rules';
