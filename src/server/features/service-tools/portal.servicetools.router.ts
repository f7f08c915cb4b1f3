import { portalServiceToolsCollection, portalServiceToolView } from './collections/portal-service-tools';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { router } from '../../trpc/init';

/**
 * /portal/servicetools (issue 12): the service tools the member's role may fetch, as a read-only collection (list,
 * filterOptions ...); `get` is a tool with its versions (the list's dialog). The fetches are REST (logged).
 */
export const portalServicetoolsRouter = router({
  ...collectionProcedures(portalServiceToolsCollection),
  get: collectionDetail(portalServiceToolsCollection, portalServiceToolView),
});
