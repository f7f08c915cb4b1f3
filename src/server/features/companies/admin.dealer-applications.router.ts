import { ApplicationIdSchema, ApproveApplicationSchema } from '../../../shared/companies/companies.schema';
import { approveApplication, previewApplication } from './approve';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

export const adminDealerApplicationsRouter = router({
  preview: admin.input(ApplicationIdSchema).query(({ ctx, input }) => previewApplication(ctx, input)),
  approve: admin.input(ApproveApplicationSchema).mutation(({ ctx, input }) => approveApplication(ctx, input)),
});
