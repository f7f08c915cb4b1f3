import { z } from 'zod';
import {
  ServiceToolCreateSchema,
  ServiceToolIdSchema,
  ServiceToolLogQuerySchema,
  ServiceToolUpdateSchema,
  ServiceToolVersionCreateSchema,
  ServiceToolVersionUpdateSchema,
} from '../../../shared/portal/servicetools.schema';
import {
  addServiceToolVersion,
  createServiceTool,
  deleteServiceTool,
  deleteServiceToolVersion,
  getAdminServiceTool,
  listAdminServiceTools,
  listProductChoices,
  listServiceToolLog,
  updateServiceTool,
  updateServiceToolVersion,
} from '../../services/portal/team/admin-tools';
import { procedure, router } from '../init';

/** /admin/servicetools and /admin/servicetools/{id} (issue 12): tools, versions and their download log. Admins only. */
const admin = procedure.meta({ permission: 'admin:access' });

/** Spread into the admin router: `admin.servicetools.*`. */
export const adminTeamRouter = {
  servicetools: router({
    list: admin.query(({ ctx }) => listAdminServiceTools(ctx.deps)),
    get: admin.input(ServiceToolIdSchema).query(({ ctx, input }) => getAdminServiceTool(ctx.deps, input.id)),
    products: admin.query(({ ctx }) => listProductChoices(ctx.deps)),
    create: admin.input(ServiceToolCreateSchema).mutation(({ ctx, input }) => createServiceTool(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    update: admin.input(ServiceToolUpdateSchema).mutation(({ ctx, input }) => updateServiceTool(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    delete: admin.input(ServiceToolIdSchema).mutation(async ({ ctx, input }) => {
      await deleteServiceTool(ctx.deps, ctx.actor, input.id);
      return { ok: true as const };
    }),
    addVersion: admin.input(ServiceToolVersionCreateSchema).mutation(({ ctx, input }) => addServiceToolVersion(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    updateVersion: admin.input(ServiceToolVersionUpdateSchema).mutation(({ ctx, input }) => updateServiceToolVersion(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    deleteVersion: admin.input(z.object({ id: ServiceToolIdSchema.shape.id })).mutation(({ ctx, input }) => deleteServiceToolVersion(ctx.deps, ctx.actor, input.id)),
    log: admin.input(ServiceToolLogQuerySchema).query(({ ctx, input }) => listServiceToolLog(ctx.deps, input)),
  }),
};
