import { z } from 'zod';
import {
  EnquiryIdInputSchema,
  InboxListInputSchema,
  type AssignInput,
  type EnquiryIdInput,
  type ReplyInput,
} from '../../../shared/enquiries/inbox.schema';
import { assignEnquiry, listAssignees, markEnquiryDone, markNotSpam, reopenEnquiry } from '../../services/enquiries/inbox-actions';
import { getEnquiryDetail } from '../../services/enquiries/inbox-detail';
import { countNewEnquiries, latestEnquiries, listInbox } from '../../services/enquiries/inbox-list';
import { replyToEnquiry } from '../../services/enquiries/inbox-reply';
import { procedure, router } from '../init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * Mutations are parsed by their service (parseInput: 422 with field errors in the admin's language, as a form
 * expects); here they are only typed for the client, and anything but an object is refused early.
 */
const formInput = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/** /admin/enquiries and /admin/enquiries/{id}, the menu badge and the dashboard panel; mounted as `admin.enquiries`. */
export const adminEnquiriesRouter = router({
  list: admin.input(InboxListInputSchema).query(({ ctx, input }) => listInbox(ctx.deps, ctx.actor.id, input)),
  get: admin.input(EnquiryIdInputSchema).query(({ ctx, input }) => getEnquiryDetail(ctx.deps, input.id)),
  latest: admin.query(({ ctx }) => latestEnquiries(ctx.deps)),
  newCount: admin.query(({ ctx }) => countNewEnquiries(ctx.deps)),
  assignees: admin.query(({ ctx }) => listAssignees(ctx.deps)),
  assign: admin
    .input(formInput<AssignInput>())
    .mutation(({ ctx, input }) => assignEnquiry(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  markDone: admin
    .input(formInput<EnquiryIdInput>())
    .mutation(({ ctx, input }) => markEnquiryDone(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  reopen: admin
    .input(formInput<EnquiryIdInput>())
    .mutation(({ ctx, input }) => reopenEnquiry(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  notSpam: admin
    .input(formInput<EnquiryIdInput>())
    .mutation(({ ctx, input }) => markNotSpam(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  reply: admin
    .input(formInput<ReplyInput>())
    .mutation(({ ctx, input }) => replyToEnquiry(ctx.deps, ctx.actor, input, ctx.scope.locale)),
});
