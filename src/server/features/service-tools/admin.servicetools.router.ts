import { z } from 'zod';
import {
  ServiceToolCreateSchema,
  ServiceToolIdSchema,
  ServiceToolUpdateSchema,
  ServiceToolVersionCreateSchema,
  ServiceToolVersionUpdateSchema,
} from '../../../shared/service-tools/servicetools.schema';
import {
  addServiceToolVersion,
  createServiceTool,
  deleteServiceTool,
  deleteServiceToolVersion,
  listProductChoices,
  updateServiceTool,
  updateServiceToolVersion,
} from './admin-tools';
import { adminServiceToolsCollection, adminServiceToolView } from './collections/admin-service-tools';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/** /admin/servicetools and /admin/servicetools/{id} (issue 12): tools, versions and their download log. Admins only. */
const admin = procedure.meta({ permission: 'admin:access' });

export const adminServicetoolsRouter = router({
  // The collection (list, filter choices; no generic writes) and the tool's page as `get`; beside them the tool's
  // and its versions' forms, whose create, update and delete replace the generic writes the collection does not
  // offer (403): a tool is written with its roles, versions and files, each with its audit entry.
  ...collectionProcedures(adminServiceToolsCollection),
  get: collectionDetail(adminServiceToolsCollection, adminServiceToolView),
  products: admin.query(({ ctx }) => listProductChoices(ctx)),
  create: admin.input(ServiceToolCreateSchema).mutation(({ ctx, input }) => createServiceTool(ctx, input)),
  update: admin.input(ServiceToolUpdateSchema).mutation(({ ctx, input }) => updateServiceTool(ctx, input)),
  delete: admin.input(ServiceToolIdSchema).mutation(async ({ ctx, input }) => {
    await deleteServiceTool(ctx, input);
    return { ok: true as const };
  }),
  addVersion: admin.input(ServiceToolVersionCreateSchema).mutation(({ ctx, input }) => addServiceToolVersion(ctx, input)),
  updateVersion: admin.input(ServiceToolVersionUpdateSchema).mutation(({ ctx, input }) => updateServiceToolVersion(ctx, input)),
  deleteVersion: admin.input(z.object({ id: ServiceToolIdSchema.shape.id })).mutation(({ ctx, input }) => deleteServiceToolVersion(ctx, input)),
});
