import { ResourceOptionsInputSchema } from '../../shared/resources/list';
import { lookupChoices } from './lookups';
import { SERVER_RESOURCES } from './registry';
import { collectionRouter } from '../trpc/collection-router';
import { procedure, router } from '../trpc/init';
import type { ServerResource } from './types';
import { z } from 'zod';

const admin = procedure.meta({ permission: 'admin:access' });

/** One collectionRouter per admin collection, under its name (admin.resources.faqs.list ...). */
function collectionRouters<Resources extends Record<string, ServerResource>>(resources: Resources) {
  return Object.fromEntries(Object.entries(resources).map(([name, resource]) => [name, collectionRouter(resource)])) as {
    [Name in keyof Resources]: ReturnType<typeof collectionRouter<Resources[Name]['def']['schema']['shape']>>;
  };
}

export const adminResourcesRouter = router(collectionRouters(SERVER_RESOURCES));

/** The relation picker's suggestions and the names of already chosen ids. */
export const adminLookupRouter = admin
  .input(ResourceOptionsInputSchema.extend({ source: z.string().max(64) }))
  .query(({ ctx, input }) => lookupChoices(ctx, input));
