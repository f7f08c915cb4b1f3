import { z } from 'zod';
import { createCountry, deleteCountry, updateCountry } from '../../services/countries';
import { dashboardCounts } from '../../services/dashboard';
import { procedure, router } from '../init';

const admin = procedure.meta({ permission: 'admin:access' });
const id = z.object({ id: z.number().int().positive() });

export const adminRouter = router({
  dashboard: admin.query(({ ctx }) => dashboardCounts(ctx.deps)),
  countries: router({
    create: admin.input(z.unknown()).mutation(({ ctx, input }) => createCountry(ctx.deps, input, ctx.scope.locale)),
    update: admin
      .input(id.passthrough())
      .mutation(({ ctx, input }) => updateCountry(ctx.deps, input.id, input, ctx.scope.locale)),
    delete: admin.input(id).mutation(async ({ ctx, input }) => {
      await deleteCountry(ctx.deps, input.id, ctx.scope.locale);
      return { ok: true as const };
    }),
  }),
});
