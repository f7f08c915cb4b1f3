import { ServiceJobCompleteSchema, ServiceJobMoveSchema, ServiceJobOpenSchema, ServiceSerialLookupSchema } from '../../../shared/service-centre/services.schema';
import { serviceJobDetail, servicesCollection } from './collections/portal-service-jobs';
import { completeServiceJob } from './jobs-complete';
import { findServiceSerials } from './jobs-read';
import { moveServiceJob, openServiceJob } from './jobs-write';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/** /portal/services: the certified roles of SPEC.md section 6 (certified-junior, -junior-plus, -senior) and admin. */
const serviceCentre = procedure.meta({ permission: 'portal:services' });

export const portalServicesRouter = router({
  ...collectionProcedures(servicesCollection),
  get: collectionDetail(servicesCollection, serviceJobDetail),
  lookupSerial: serviceCentre.input(ServiceSerialLookupSchema).query(({ ctx, input }) => findServiceSerials(ctx, input)),
  open: serviceCentre.input(ServiceJobOpenSchema).mutation(({ ctx, input }) => openServiceJob(ctx, input)),
  move: serviceCentre.input(ServiceJobMoveSchema).mutation(({ ctx, input }) => moveServiceJob(ctx, input)),
  complete: serviceCentre.input(ServiceJobCompleteSchema).mutation(({ ctx, input }) => completeServiceJob(ctx, input)),
});
