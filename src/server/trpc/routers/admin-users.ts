import { z } from 'zod';
import {
  AdminSessionInputSchema,
  AdminUserIdInputSchema,
  AdminUserListInputSchema,
  type AdminUserUpdateInput,
} from '../../../shared/users/admin-users.schema';
import {
  disableUser,
  enableUser,
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

/**
 * The form's input is checked by the service with parseInput (422 with localized field errors, as a form expects);
 * here it is only typed for the client. Anything but an object is refused early.
 */
const formInput = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

const ok = { ok: true as const };

/** /admin/users and /admin/users/{id}; merged into the admin router as `users`. */
export const adminUsersRouter = router({
  list: admin.input(AdminUserListInputSchema).query(({ ctx, input }) => listAdminUsers(ctx.deps, input)),
  companies: admin.query(({ ctx }) => listCompanyOptions(ctx.deps)),
  get: admin.input(AdminUserIdInputSchema).query(({ ctx, input }) => getAdminUser(ctx.deps, ctx.actor, input.id)),
  update: admin
    .input(formInput<AdminUserUpdateInput>())
    .mutation(({ ctx, input }) => updateAdminUser(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  disable: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await disableUser(ctx.deps, ctx.actor, input.id, ctx.scope.locale);
    return ok;
  }),
  enable: admin.input(AdminUserIdInputSchema).mutation(async ({ ctx, input }) => {
    await enableUser(ctx.deps, ctx.actor, input.id);
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
