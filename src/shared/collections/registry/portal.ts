import { teamResource } from '../../team/collections/team';
import { auditsResource } from '../../service-centre/collections/portal-audits';
import { servicesResource } from '../../service-centre/collections/portal-service-jobs';
import { portalReturnsResource } from '../../returns/collections/portal-returns';
import { salesResource } from '../../trade/collections/sales';
import { companyCertificatesResource } from '../../certificates/collections/company-certificates';
import { serialsResource } from '../../serials/collections/portal-serials';
import { customersResource } from '../../end-customers/collections/portal-customers';
import { stockResource } from '../../trade/collections/stock';
import { leadsResource } from '../../leads/collections/portal-leads';
import { staffCoursesResource } from '../../courses/collections/staff-courses';
import { portalPricesResource } from '../../trade/collections/portal-prices';
import { portalClaimsResource } from '../../serials/collections/portal-claims';

/** The partner portal's collections (their screens live under /portal, their procedures under portal.{name}). */
export const PORTAL_RESOURCES = { team: teamResource, services: servicesResource, audits: auditsResource, portalReturns: portalReturnsResource, sales: salesResource, leads: leadsResource, companyCertificates: companyCertificatesResource, stock: stockResource, serials: serialsResource, customers: customersResource, staffCourses: staffCoursesResource, portalPrices: portalPricesResource, portalClaims: portalClaimsResource };
