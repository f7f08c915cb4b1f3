import { AssignInputSchema, EnquiryIdInputSchema, InboxListInputSchema, ReplyInputSchema } from '../../../shared/enquiries/inbox.schema';
import { assignEnquiry, listAssignees, markEnquiryDone, markNotSpam, reopenEnquiry } from '../../services/enquiries/inbox-actions';
import { getEnquiryDetail } from '../../services/enquiries/inbox-detail';
import { countNewEnquiries, latestEnquiries, listInbox } from '../../services/enquiries/inbox-list';
import { replyToEnquiry } from '../../services/enquiries/inbox-reply';
import { procedure, router } from '../init';

const admin = procedure.meta({ permission: 'admin:access' });

/** /admin/enquiries and /admin/enquiries/{id}, the menu badge and the dashboard panel; mounted as `admin.enquiries`. */
export const adminEnquiriesRouter = router({
  list: admin.input(InboxListInputSchema).query(({ ctx, input }) => listInbox(ctx.deps, ctx.actor.id, input, ctx.scope.locale)),
  get: admin.input(EnquiryIdInputSchema).query(({ ctx, input }) => getEnquiryDetail(ctx.deps, input.id, ctx.scope.locale)),
  latest: admin.query(({ ctx }) => latestEnquiries(ctx.deps, ctx.scope.locale)),
  newCount: admin.query(({ ctx }) => countNewEnquiries(ctx.deps)),
  assignees: admin.query(({ ctx }) => listAssignees(ctx.deps)),
  assign: admin
    .input(AssignInputSchema)
    .mutation(({ ctx, input }) => assignEnquiry(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  markDone: admin
    .input(EnquiryIdInputSchema)
    .mutation(({ ctx, input }) => markEnquiryDone(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  reopen: admin
    .input(EnquiryIdInputSchema)
    .mutation(({ ctx, input }) => reopenEnquiry(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  notSpam: admin
    .input(EnquiryIdInputSchema)
    .mutation(({ ctx, input }) => markNotSpam(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  reply: admin
    .input(ReplyInputSchema)
    .mutation(({ ctx, input }) => replyToEnquiry(ctx.deps, ctx.actor, input, ctx.scope.locale)),
});
