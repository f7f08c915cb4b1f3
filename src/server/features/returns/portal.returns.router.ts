import { CompanyReturnBookingSchema } from '../../../shared/returns/portal-returns.schema';
import { bookCompanyReturn } from './book-return';
import { getPortalReturn, portalReturnsCollection } from './collections/portal-returns';
import { returnWording, trackingWording } from './validate';
import { ReturnAttachmentRemoveSchema, ReturnCancelSchema, ReturnIdSchema, ReturnTrackingSchema } from '../../../shared/returns/self-service';
import { cancelOwnReturn } from './cancel';
import { setReturnTracking } from './tracking';
import { removeReturnAttachment } from './attachments';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';
import { inputWording } from '../../trpc/input-wording';

/** /portal/returns (issue 12): every portal role (SPEC.md section 6); the services scope every row to the company. */
const portal = procedure.meta({ permission: 'portal:access' });

/**
 * The company's returns collection (list; it offers no writes) and the workflows beside it. `get` is the Details
 * dialog's return (items, contact, booker, files, history) through the collection's row filter; `create` books one.
 */
export const portalReturnsRouter = router({
  ...collectionProcedures(portalReturnsCollection),
  get: portal.input(ReturnIdSchema).query(({ ctx, input }) => getPortalReturn(ctx, input)),
  // The account's returns form with SPEC.md's messages, as account.returns.create.
  create: portal
    .use(inputWording(returnWording))
    .input(CompanyReturnBookingSchema)
    .mutation(({ ctx, input }) => bookCompanyReturn(ctx, input)),
  // The company's own returns, until the parcel is received (issue 30 item 14): the account's rules and services.
  cancel: portal.input(ReturnCancelSchema).mutation(({ ctx, input }) => cancelOwnReturn(ctx, input)),
  setTracking: portal
    .use(inputWording(trackingWording))
    .input(ReturnTrackingSchema)
    .mutation(({ ctx, input }) => setReturnTracking(ctx, input)),
  removeAttachment: portal
    .use(inputWording(returnWording))
    .input(ReturnAttachmentRemoveSchema)
    .mutation(({ ctx, input }) => removeReturnAttachment(ctx, input)),
});
