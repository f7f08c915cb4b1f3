import { ResourceOptionsInputSchema } from '../../shared/collections/list';
import { lookupChoices } from './lookups';
import { procedure } from '../trpc/init';
import { z } from 'zod';

const admin = procedure.meta({ permission: 'admin:access' });

/** The relation picker's suggestions and the names of already chosen ids. */
export const adminLookupRouter = admin
  .input(ResourceOptionsInputSchema.extend({ source: z.string().max(64) }))
  .query(({ ctx, input }) => lookupChoices(ctx, input));
