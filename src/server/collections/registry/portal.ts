import { teamCollection } from '../../features/team/collections/team';
import { auditsCollection } from '../../features/service-centre/collections/portal-audits';
import { servicesCollection } from '../../features/service-centre/collections/portal-service-jobs';
import { portalReturnsCollection } from '../../features/returns/collections/portal-returns';
import { salesCollection } from '../../features/trade/collections/sales';
import { companyCertificatesCollection } from '../../features/certificates/collections/company-certificates';
import { serialsCollection } from '../../features/serials/collections/portal-serials';
import { customersCollection } from '../../features/end-customers/collections/portal-customers';
import { stockCollection } from '../../features/trade/collections/stock';
import { leadsCollection } from '../../features/leads/collections/portal-leads';
import { staffCoursesCollection } from '../../features/courses/collections/staff-courses';
import { portalPricesCollection } from '../../features/trade/collections/portal-prices';
import { portalClaimsCollection } from '../../features/serials/collections/portal-claims';

/** The partner portal's collections, each mounted under portal.{name} beside its workflows. */
export const PORTAL_SERVER_RESOURCES = { team: teamCollection, services: servicesCollection, audits: auditsCollection, portalReturns: portalReturnsCollection, sales: salesCollection, leads: leadsCollection, companyCertificates: companyCertificatesCollection, stock: stockCollection, serials: serialsCollection, customers: customersCollection, staffCourses: staffCoursesCollection, portalPrices: portalPricesCollection, portalClaims: portalClaimsCollection };
