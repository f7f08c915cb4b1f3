import { ReturnNotesSchema, updateReturnNotes } from './admin';
import { adminReturnsCollection, adminReturnView } from './collections/admin-returns';
import { changeReturnStatus } from './status';
import { ReturnStatusChangeSchema } from '../../../shared/returns/return.schema';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * /admin/rma and /admin/rma/{id}: the returns collection (list, and the record page's view of one through its row
 * filter; it offers no writes), and the workflows of the record page: the next status step and the office notes.
 */
export const adminReturnsRouter = router({
  ...collectionProcedures(adminReturnsCollection),
  get: collectionDetail(adminReturnsCollection, adminReturnView),
  setStatus: admin.input(ReturnStatusChangeSchema).mutation(({ ctx, input }) => changeReturnStatus(ctx, input)),
  saveNotes: admin.input(ReturnNotesSchema).mutation(({ ctx, input }) => updateReturnNotes(ctx, input)),
});
