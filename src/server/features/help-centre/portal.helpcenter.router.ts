import { HelpCentreInputSchema } from '../../../shared/help-centre/helpcenter.schema';
import { helpCentre } from './help-centre';
import { procedure, router } from '../../trpc/init';

/** /portal/helpcenter (issue 12): every portal role (SPEC.md section 6), in the request's language. */
const portal = procedure.meta({ permission: 'portal:access' });

export const portalHelpcenterRouter = router({
  list: portal.input(HelpCentreInputSchema).query(({ ctx, input }) => helpCentre(ctx, input)),
});
