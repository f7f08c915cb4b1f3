import { PortalServiceToolsQuerySchema, ServiceToolIdSchema } from '../../../shared/service-tools/servicetools.schema';
import { getPortalServiceTool, listPortalServiceTools } from '../downloads/portal-downloads';
import { procedure, router } from '../../trpc/init';
const servicer = procedure.meta({ permission: 'portal:service-tools' });

export const portalServicetoolsRouter = router({
  list: servicer.input(PortalServiceToolsQuerySchema.prefault({})).query(({ ctx, input }) => listPortalServiceTools(ctx, input)),
  get: servicer.input(ServiceToolIdSchema).query(({ ctx, input }) => getPortalServiceTool(ctx, input)),
});
