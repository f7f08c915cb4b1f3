import {
  AdminSessionInputSchema,
  AdminUserBulkInputSchema,
  AdminUserCreateSchema,
  AdminUserIdInputSchema,
  AdminUserListInputSchema,
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
  listAdminUsers,
  listCompanyOptions,
  resetTwoFactor,
  revokeAllSessions,
  revokeSession,
  sendPasswordReset,
  updateAdminUser,
} from '../../services/admin-users';
import { procedure, router } from '../init';

const admin = procedure.meta({ permission: 'admin:access' });

const ok = { ok: true as const };

/** /admin/users and /admin/users/{id}; merged into the admin router as `users`. */
export const adminUsersRouter = router({
  list: admin.input(AdminUserListInputSchema).query(({ ctx, input }) => listAdminUsers(ctx.deps, input)),
  companies: admin.query(({ ctx }) => listCompanyOptions(ctx.deps)),
  get: admin.input(AdminUserIdInputSchema).query(({ ctx, input }) => getAdminUser(ctx.deps, ctx.actor, input.id)),
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
