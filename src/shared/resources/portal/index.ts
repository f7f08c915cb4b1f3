import { teamResource } from './team';
import { auditsResource } from './audits';
import { servicesResource } from './services';
import { portalReturnsResource } from './returns';
import { salesResource } from './sales';
import { companyCertificatesResource } from './certificates';
import { serialsResource } from './serials';
import { customersResource } from './customers';
import { stockResource } from './stock';
import { leadsResource } from './leads';
import { staffCoursesResource } from './staff-courses';
import { portalPricesResource } from './prices';
import { portalClaimsResource } from './claims';

/** The partner portal's collections (their screens live under /portal, their procedures under portal.{name}). */
export const PORTAL_RESOURCES = { team: teamResource, services: servicesResource, audits: auditsResource, portalReturns: portalReturnsResource, sales: salesResource, leads: leadsResource, companyCertificates: companyCertificatesResource, stock: stockResource, serials: serialsResource, customers: customersResource, staffCourses: staffCoursesResource, portalPrices: portalPricesResource, portalClaims: portalClaimsResource };
