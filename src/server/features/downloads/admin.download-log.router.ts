import { adminDownloadLogCollection } from './collections/download-log';
import { collectionProcedures } from '../../trpc/collection-router';
import { router } from '../../trpc/init';

/** admin.downloadLog: the download log's collection (read only), every download's or, with its filter, one's. */
export const adminDownloadLogRouter = router(collectionProcedures(adminDownloadLogCollection));
