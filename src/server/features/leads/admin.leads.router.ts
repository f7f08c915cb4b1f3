import {
  AdminLeadCreateSchema,
  AdminLeadResolveSchema,
  AdminLeadRouteSchema,
  LeadSettingsSchema,
} from '../../../shared/leads/leads.schema';
import { adminLeadsCollection, adminLeadView } from './collections/admin-leads';
import { adminLeadOptions, createLead, resolveConflict, routeLead } from './admin';
import { readLeadSettings, updateLeadSettings } from '../settings/site-settings';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/** /admin/distributors/leads, leads/send and leads/{id} (issue 12): Voltara routes, reassigns and resolves leads. */
const admin = procedure.meta({ permission: 'admin:access' });

export const adminLeadsRouter = router({
  ...collectionProcedures(adminLeadsCollection),
  get: collectionDetail(adminLeadsCollection, adminLeadView),
  options: admin.query(({ ctx }) => adminLeadOptions(ctx)),
  create: admin.input(AdminLeadCreateSchema).mutation(({ ctx, input }) => createLead(ctx, input)),
  route: admin.input(AdminLeadRouteSchema).mutation(({ ctx, input }) => routeLead(ctx, input)),
  resolve: admin.input(AdminLeadResolveSchema).mutation(({ ctx, input }) => resolveConflict(ctx, input)),
  settings: admin.query(({ ctx }) => readLeadSettings(ctx)),
  saveSettings: admin.input(LeadSettingsSchema).mutation(({ ctx, input }) => updateLeadSettings(ctx, input)),
});
