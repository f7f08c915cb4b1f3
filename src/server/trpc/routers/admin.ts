import { z } from 'zod';
import { AUDIT_PER_PAGE, AuditListInputSchema } from '../../../shared/audit/audit.schema';
import { listAudit } from '../../services/audit';
import { createCountry, deleteCountry, updateCountry } from '../../services/countries';
import { adminDashboard } from '../../services/dashboard';
import { procedure, router } from '../init';
import { adminLookupRouter, adminResourcesRouter } from './admin-resources';

const admin = procedure.meta({ permission: 'admin:access' });
const id = z.object({ id: z.number().int().positive() });

export const adminRouter = router({
  dashboard: admin.query(({ ctx }) => adminDashboard(ctx.deps)),
  resources: adminResourcesRouter,
  lookup: adminLookupRouter,
  audit: router({
    list: admin.input(AuditListInputSchema).query(async ({ ctx, input }) => {
      const page = input?.page ?? 1;
      const result = await listAudit(ctx.deps, { section: input?.section, page, perPage: AUDIT_PER_PAGE });
      return { ...result, page, perPage: AUDIT_PER_PAGE };
    }),
  }),
  countries: router({
    create: admin
      .input(z.unknown())
      .mutation(({ ctx, input }) => createCountry(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    update: admin
      .input(id.passthrough())
      .mutation(({ ctx, input }) => updateCountry(ctx.deps, ctx.actor, input.id, input, ctx.scope.locale)),
    delete: admin.input(id).mutation(async ({ ctx, input }) => {
      await deleteCountry(ctx.deps, ctx.actor, input.id, ctx.scope.locale);
      return { ok: true as const };
    }),
  }),
});
