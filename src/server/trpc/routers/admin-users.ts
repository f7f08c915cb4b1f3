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
} from '../../services/admin-users';
import { adminUsersCollection } from '../../resources/users/admin-users';
import { collectionDetail, collectionProcedures } from '../collection-router';
import { procedure, router } from '../init';

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
  get: collectionDetail(adminUsersCollection, (ctx, record) => getAdminUser(ctx.deps, ctx.actor, record.id)),
  companies: admin.query(({ ctx }) => listCompanyOptions(ctx.deps)),
  update: admin
    .meta({ permission: 'admin:access', labels: ADMIN_USER_FORM_LABELS })
    .input(AdminUserUpdateSchema)
    .mutation(({ ctx, input }) => updateAdminUser(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  create: admin
    .meta({ permission: 'admin:access', labels: ADMIN_USER_FORM_LABELS })
    .input(AdminUserCreateSchema)
    .mutation(({ ctx, input }) => createAdminUser(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  delete: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await deleteAdminUser(ctx.deps, ctx.actor, input.id, ctx.scope.locale);
    return ok;
  }),
  disableMany: admin
    .input(AdminUserBulkInputSchema)
    .mutation(({ ctx, input }) => disableUsers(ctx.deps, ctx.actor, input.ids, ctx.scope.locale)),
  enableMany: admin.input(AdminUserBulkInputSchema).mutation(({ ctx, input }) => enableUsers(ctx.deps, ctx.actor, input.ids)),
  disable: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await disableUser(ctx.deps, ctx.actor, input.id, ctx.scope.locale);
    return ok;
  }),
  enable: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await enableUser(ctx.deps, ctx.actor, input.id, ctx.scope.locale);
    return ok;
  }),
  resetTwoFactor: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await resetTwoFactor(ctx.deps, ctx.actor, input.id, ctx.scope.locale);
    return ok;
  }),
  sendPasswordReset: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await sendPasswordReset(ctx.deps, ctx.actor, input.id, ctx.scope.locale);
    return ok;
  }),
  revokeSession: admin.input(AdminSessionInputSchema).mutation(async ({ ctx, input }) => {
    await revokeSession(ctx.deps, ctx.actor, input.id, input.session_id);
    return ok;
  }),
  revokeAllSessions: admin
    .input(AdminUserIdInputSchema)
    .mutation(({ ctx, input }) => revokeAllSessions(ctx.deps, ctx.actor, input.id)),
});
