import {
  AdminSessionInputSchema,
  AdminUserBulkInputSchema,
  AdminUserCreateSchema,
  AdminUserIdInputSchema,
  AdminUserUpdateSchema,
} from '../../../shared/users/admin-users.schema';
import { ADMIN_USER_FORM_LABELS } from '../../../shared/users/form-labels';
import {
  createAdminUser,
  deleteAdminUser,
  disableUser,
  disableUsers,
  enableUser,
  enableUsers,
  getAdminUser,
  listCompanyOptions,
  resetTwoFactor,
  revokeAllSessions,
  revokeSession,
  sendPasswordReset,
  updateAdminUser,
} from './index';
import { adminUsersCollection } from './collections/admin-users';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

const ok = { ok: true as const };

/**
 * /admin/users and /admin/users/{id}, merged into the admin router as `users`: the users collection (list, its
 * relation filter's choices; the record page's view through its row filter) and the section's workflows. The
 * collection is read-only (text ids), so `create`, `update` and `delete` here are the workflows ("Add user" with its
 * invitation, the profile form, the GDPR deletion), which take the places of the generic writes it does not offer.
 */
export const adminUsersRouter = router({
  ...collectionProcedures(adminUsersCollection),
  get: collectionDetail(adminUsersCollection, (ctx, record) => getAdminUser(ctx, record.id)),
  companies: admin.query(({ ctx }) => listCompanyOptions(ctx)),
  update: admin
    .meta({ permission: 'admin:access', labels: ADMIN_USER_FORM_LABELS })
    .input(AdminUserUpdateSchema)
    .mutation(({ ctx, input }) => updateAdminUser(ctx, input)),
  create: admin
    .meta({ permission: 'admin:access', labels: ADMIN_USER_FORM_LABELS })
    .input(AdminUserCreateSchema)
    .mutation(({ ctx, input }) => createAdminUser(ctx, input)),
  delete: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await deleteAdminUser(ctx, input);
    return ok;
  }),
  disableMany: admin
    .input(AdminUserBulkInputSchema)
    .mutation(({ ctx, input }) => disableUsers(ctx, input)),
  enableMany: admin.input(AdminUserBulkInputSchema).mutation(({ ctx, input }) => enableUsers(ctx, input)),
  disable: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await disableUser(ctx, input);
    return ok;
  }),
  enable: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await enableUser(ctx, input);
    return ok;
  }),
  resetTwoFactor: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await resetTwoFactor(ctx, input);
    return ok;
  }),
  sendPasswordReset: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await sendPasswordReset(ctx, input);
    return ok;
  }),
  revokeSession: admin.input(AdminSessionInputSchema).mutation(async ({ ctx, input }) => {
    await revokeSession(ctx, input);
    return ok;
  }),
  revokeAllSessions: admin
    .input(AdminUserIdInputSchema)
    .mutation(({ ctx, input }) => revokeAllSessions(ctx, input)),
});
