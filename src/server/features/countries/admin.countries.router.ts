import { z } from 'zod';
import { CountryInputSchema, CountryUpdateSchema } from '../../../shared/countries/country.schema';
import { procedure, router } from '../../trpc/init';
import { createCountry, deleteCountry, updateCountry } from './countries';

const admin = procedure.meta({ permission: 'admin:access' });
const id = z.object({ id: z.number().int().positive() });

/** /admin/settings/countries: the country list's writes (its list is the public `countries` query). */
export const adminCountriesRouter = router({
  create: admin
    .input(CountryInputSchema)
    .mutation(({ ctx, input }) => createCountry(ctx, input)),
  update: admin
    .input(CountryUpdateSchema)
    .mutation(({ ctx, input }) => updateCountry(ctx, input)),
  delete: admin.input(id).mutation(async ({ ctx, input }) => {
    await deleteCountry(ctx, input);
    return { ok: true as const };
  }),
});
