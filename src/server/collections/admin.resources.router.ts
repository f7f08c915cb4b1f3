import { SERVER_RESOURCES } from './registry';
import { collectionRouter } from '../trpc/collection-router';
import { router } from '../trpc/init';
import type { ServerResource } from './types';

/** One collectionRouter per admin collection, under its name (admin.resources.faqs.list ...). */
function collectionRouters<Resources extends Record<string, ServerResource>>(resources: Resources) {
  return Object.fromEntries(Object.entries(resources).map(([name, resource]) => [name, collectionRouter(resource)])) as {
    [Name in keyof Resources]: ReturnType<typeof collectionRouter<Resources[Name]['def']['schema']['shape']>>;
  };
}

export const adminResourcesRouter = router(collectionRouters(SERVER_RESOURCES));
