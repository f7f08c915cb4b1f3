import { portalFilesCollection } from './collections/portal-files';
import { collectionProcedures } from '../../trpc/collection-router';
import { router } from '../../trpc/init';

/** The downloads the member may fetch, as a read-only collection (list, get); the fetches are REST (logged). */
export const portalFilesRouter = router(collectionProcedures(portalFilesCollection));
