import { z } from 'zod';
import { ReturnInputSchema } from '../../../shared/returns/return.schema';
import { AccountReturnListSchema } from '../../../shared/returns/account-list.schema';
import { createReturn } from '../../services/returns/create';
import { getReturn, listMyReturns } from '../../services/returns/read';
import { centreIn, listRepairCentres } from '../../services/returns/repair-centres';
import { returnWording, trackingWording } from '../../services/returns/validate';
import { ReturnAttachmentRemoveSchema, ReturnCancelSchema, ReturnTrackingSchema } from '../../../shared/returns/self-service';
import { cancelOwnReturn } from '../../services/returns/cancel';
import { setReturnTracking } from '../../services/returns/tracking';
import { removeReturnAttachment } from '../../services/returns/attachments';
import { procedure, router } from '../init';
import { inputWording } from '../input-wording';

const self = procedure.meta({ permission: 'account:self' });
const idInput = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The account's returns (issue 10): book one, follow it, print its documents (REST: /api/returns/{id}/...). */
export const accountReturnsRouter = router({
  list: self.input(AccountReturnListSchema.prefault({})).query(({ ctx, input }) => listMyReturns(ctx.deps, ctx.actor, input)),
  get: self.input(idInput).query(({ ctx, input }) => getReturn(ctx.deps, ctx.actor, input.id)),
  repairCentres: self.query(async ({ ctx }) => (await listRepairCentres(ctx.deps)).map((centre) => centreIn(centre, ctx.scope.locale))),
  create: self.use(inputWording(returnWording)).input(ReturnInputSchema).mutation(({ ctx, input }) => createReturn(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  // What the owner may still do until the parcel is received (issue 30 item 14); files are added by REST (multipart).
  cancel: self.input(ReturnCancelSchema).mutation(({ ctx, input }) => cancelOwnReturn(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
  setTracking: self.use(inputWording(trackingWording)).input(ReturnTrackingSchema).mutation(({ ctx, input }) => setReturnTracking(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  removeAttachment: self.use(inputWording(returnWording)).input(ReturnAttachmentRemoveSchema).mutation(({ ctx, input }) => removeReturnAttachment(ctx.deps, ctx.actor, input, ctx.scope.locale)),
});
