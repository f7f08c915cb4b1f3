import { AcceptAgreementSchema, AgreementAcceptanceIdSchema, AgreementIdSchema } from '../../../shared/agreements/agreements.schema';
import { acceptAgreement } from './accept';
import { getAgreementAcceptance } from './acceptance';
import { compareWithCurrent } from './compare';
import { getPortalAgreement, listPortalAgreements } from './portal';
import { procedure, router } from '../../trpc/init';

/**
 * /portal/agreements and /portal/agreements/{id} (issue 12): every portal member reads the agreements that apply to
 * their company and its history of acceptances; the senior roles ('portal:manage-company') accept on its behalf (the
 * service refuses an admin, who has no company). Rows are scoped to the company in the services.
 */
const member = procedure.meta({ permission: 'portal:access' });
const senior = procedure.meta({ permission: 'portal:manage-company' });

export const portalAgreementsRouter = router({
  list: member.query(({ ctx }) => listPortalAgreements(ctx)),
  get: member.input(AgreementIdSchema).query(({ ctx, input }) => getPortalAgreement(ctx, input)),
  /** A version the company accepted, read-only with its acceptance (another company's: 404). */
  acceptance: member.input(AgreementAcceptanceIdSchema).query(({ ctx, input }) => getAgreementAcceptance(ctx, input)),
  /** That version compared with the current one, paragraph by paragraph. */
  compare: member.input(AgreementAcceptanceIdSchema).query(({ ctx, input }) => compareWithCurrent(ctx, input)),
  accept: senior.input(AcceptAgreementSchema).mutation(({ ctx, input }) => acceptAgreement(ctx, input)),
});
