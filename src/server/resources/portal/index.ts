import { teamCollection } from './team';
import { auditsCollection } from './audits';
import { servicesCollection } from './services';
import { portalReturnsCollection } from './returns';
import { salesCollection } from './sales';
import { companyCertificatesCollection } from './certificates';
import { serialsCollection } from './serials';
import { customersCollection } from './customers';
import { stockCollection } from './stock';
import { leadsCollection } from './leads';
import { staffCoursesCollection } from './staff-courses';
import { portalPricesCollection } from './prices';
import { portalClaimsCollection } from './claims';

/** The partner portal's collections, each mounted under portal.{name} beside its workflows. */
export const PORTAL_SERVER_RESOURCES = { team: teamCollection, services: servicesCollection, audits: auditsCollection, portalReturns: portalReturnsCollection, sales: salesCollection, leads: leadsCollection, companyCertificates: companyCertificatesCollection, stock: stockCollection, serials: serialsCollection, customers: customersCollection, staffCourses: staffCoursesCollection, portalPrices: portalPricesCollection, portalClaims: portalClaimsCollection };
