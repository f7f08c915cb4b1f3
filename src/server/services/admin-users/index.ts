/** The admin Users section (issues 4 and 30): list and export, add, profile, access, sessions, delete. */
export { listAdminUsers, listCompanyOptions } from './list';
export { exportAdminUsersCsv } from './export';
export { getAdminUser } from './detail';
export { createAdminUser } from './create';
export { updateAdminUser } from './update';
export { deleteAdminUser } from './delete';
export { disableUser, enableUser, resetTwoFactor, sendPasswordReset } from './access';
export { disableUsers, enableUsers } from './bulk';
export { revokeAllSessions, revokeSession } from './sessions';
export { USERS_SECTION } from './rules';
