import { servicesResource } from '../../../../shared/service-centre/collections/portal-service-jobs';
import { serviceJobs } from '../../../db/schema';
import { getServiceJob } from '../jobs-read';
import { jobComputed, jobRelations, jobSearchCondition, jobSortBy } from './job-columns';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/**
 * The server half of /portal/services: a company's jobs (an admin's: every company's), found by serial number or
 * customer, filtered by status and kind. A job's record is its detail as the dialog shows it (what it recorded, the
 * moves it may still make). Its columns, sorts and search are the back office's too (service-centre/job-columns.ts).
 */
export const servicesCollection = {
  def: servicesResource,
  table: serviceJobs,
  scope: 'company',
  scopeKey: 'companyId',
  relations: jobRelations,
  computed: jobComputed,
  sortBy: jobSortBy,
  search: jobSearchCondition,
} satisfies ServerResource;

/** What `portal.services.get` answers: the job the row filter let through, with what it wrote. */
export const serviceJobDetail = (ctx: Ctx<'deps' | 'actor' | 'locale'>, record: { id: number }) => getServiceJob(ctx.deps, ctx.actor, record.id, ctx.locale);
