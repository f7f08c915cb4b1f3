import { adminServiceToolLogCollection } from './collections/service-tool-log';
import { collectionProcedures } from '../../trpc/collection-router';
import { router } from '../../trpc/init';

// A tool's download log: its collection, always one tool's (the required tool filter; the tool's page sets it).
export const adminServiceToolLogRouter = router(collectionProcedures(adminServiceToolLogCollection));
