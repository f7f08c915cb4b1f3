import { ReturnInputSchema } from '../../../shared/returns/return.schema';
import { accountReturnsCollection, getAccountReturn } from './collections/account-returns';
import { createReturn } from './create';
import { repairCentreChoices } from './repair-centres';
import { returnWording, trackingWording } from './validate';
import { ReturnAttachmentRemoveSchema, ReturnCancelSchema, ReturnIdSchema, ReturnTrackingSchema } from '../../../shared/returns/self-service';
import { cancelOwnReturn } from './cancel';
import { setReturnTracking } from './tracking';
import { removeReturnAttachment } from './attachments';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';
import { inputWording } from '../../trpc/input-wording';

const self = procedure.meta({ permission: 'account:self' });

/**
 * The account's returns (issue 10): the collection of one's own returns (list; it offers no writes) and the workflows
 * beside it: book one (`create`: the booking form, not a record form), follow it, print its documents (REST:
 * /api/returns/{id}/...). `get` is the return's page: the record with its lines, history and files, through the
 * collection's row filter.
 */
export const accountReturnsRouter = router({
  ...collectionProcedures(accountReturnsCollection),
  get: self.input(ReturnIdSchema).query(({ ctx, input }) => getAccountReturn(ctx, input)),
  repairCentres: self.query(async ({ ctx }) => repairCentreChoices(ctx)),
  create: self.use(inputWording(returnWording)).input(ReturnInputSchema).mutation(({ ctx, input }) => createReturn(ctx, input)),
  // What the owner may still do until the parcel is received (issue 30 item 14); files are added by REST (multipart).
  cancel: self.input(ReturnCancelSchema).mutation(({ ctx, input }) => cancelOwnReturn(ctx, input)),
  setTracking: self.use(inputWording(trackingWording)).input(ReturnTrackingSchema).mutation(({ ctx, input }) => setReturnTracking(ctx, input)),
  removeAttachment: self.use(inputWording(returnWording)).input(ReturnAttachmentRemoveSchema).mutation(({ ctx, input }) => removeReturnAttachment(ctx, input)),
});
