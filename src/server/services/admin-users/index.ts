/** The admin Users section (issue 4): list, profile, access and sessions. */
export { listAdminUsers, listCompanyOptions } from './list';
export { getAdminUser } from './detail';
export { updateAdminUser } from './update';
export { disableUser, enableUser, resetTwoFactor, sendPasswordReset } from './access';
export { revokeAllSessions, revokeSession } from './sessions';
export { USERS_SECTION } from './rules';
