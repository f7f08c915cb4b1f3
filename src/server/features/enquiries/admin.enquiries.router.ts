import { AssignInputSchema, EnquiryIdInputSchema, ReplyInputSchema } from '../../../shared/enquiries/inbox.schema';
import { adminEnquiriesCollection, adminEnquiryView } from './collections/admin-enquiries';
import { assignEnquiry, listAssignees, markEnquiryDone, markNotSpam, reopenEnquiry } from './inbox-actions';
import { replyToEnquiry } from './inbox-reply';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * /admin/enquiries and /admin/enquiries/{id}: the enquiries collection (the list, which also gives the menu badge's
 * and the heading's count of new ones and the dashboard's latest, and the record page's view of one through its row
 * filter; it offers no writes), and the workflows of the record page: assign, mark done, reopen, not spam, reply.
 * Mounted as `admin.enquiries`.
 */
export const adminEnquiriesRouter = router({
  ...collectionProcedures(adminEnquiriesCollection),
  get: collectionDetail(adminEnquiriesCollection, adminEnquiryView),
  assignees: admin.query(({ ctx }) => listAssignees(ctx)),
  assign: admin
    .input(AssignInputSchema)
    .mutation(({ ctx, input }) => assignEnquiry(ctx, input)),
  markDone: admin
    .input(EnquiryIdInputSchema)
    .mutation(({ ctx, input }) => markEnquiryDone(ctx, input)),
  reopen: admin
    .input(EnquiryIdInputSchema)
    .mutation(({ ctx, input }) => reopenEnquiry(ctx, input)),
  notSpam: admin
    .input(EnquiryIdInputSchema)
    .mutation(({ ctx, input }) => markNotSpam(ctx, input)),
  reply: admin
    .input(ReplyInputSchema)
    .mutation(({ ctx, input }) => replyToEnquiry(ctx, input)),
});
