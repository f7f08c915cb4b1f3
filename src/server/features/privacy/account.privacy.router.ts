import {
  ChangeEmailSchema,
  DeleteAccountSchema,
  EmailChangeTokenSchema,
  PRIVACY_FORM_LABELS,
  SessionInputSchema,
} from '../../../shared/privacy/privacy.schema';
import {
  confirmEmailChange,
  deleteOwnAccount,
  listOwnSessions,
  requestEmailChange,
  signOutOtherSessions,
  signOutSession,
} from './account';
import { procedure, publicProcedure, router } from '../../trpc/init';

/**
 * The account's self-service under GDPR (issue 30 item 13, docs/decisions/0043): /account/email, /account/sessions
 * and /account/delete, for the /account roles (SPEC.md section 6). The data download is a plain link (features/privacy/account-data.rest.ts).
 */
const self = procedure.meta({ permission: 'account:self', labels: PRIVACY_FORM_LABELS });

export const accountPrivacyRouter = router({
  changeEmail: self.input(ChangeEmailSchema).mutation(({ ctx, input }) => requestEmailChange(ctx, input)),
  /** The link of the mail to the new address: the token alone proves it, so it works signed out and on another device. */
  confirmEmail: publicProcedure
    .input(EmailChangeTokenSchema)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx, input)),
  sessions: self.query(({ ctx }) => listOwnSessions(ctx)),
  signOutSession: self.input(SessionInputSchema).mutation(({ ctx, input }) => signOutSession(ctx, input)),
  signOutOtherSessions: self.mutation(({ ctx }) => signOutOtherSessions(ctx)),
  deleteAccount: self.input(DeleteAccountSchema).mutation(({ ctx, input }) => deleteOwnAccount(ctx, input)),
});
