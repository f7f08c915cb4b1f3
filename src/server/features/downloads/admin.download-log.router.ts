import { adminDownloadLogCollection } from './collections/download-log';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

/** admin.downloadLog: the download log's collection (read only), every download's or, with its filter, one's. */
export const adminDownloadLogRouter = router(collectionProcedures(adminDownloadLogCollection));
