import type { Permission } from '../auth/policy';
import { route } from './define';

const portal = <const Id extends string>(sub: string, id: Id, permission: Permission = 'portal:access') =>
  route(`/portal${sub}`, id, 'portal', permission);

/** The distributor and certified-partner portal (SPEC.md section 2), in matching order. */
export const PORTAL_ROUTES = [
  portal('', 'portal'),
  portal('/announcements', 'portal.announcements'),
  portal('/announcements/:id', 'portal.announcement'),
  portal('/files', 'portal.files'),
  portal('/users', 'portal.users', 'portal:manage-company'),
  portal('/courses', 'portal.courses', 'portal:manage-company'),
  portal('/inbox', 'portal.inbox'),
  portal('/inbox/:id', 'portal.message'),
  portal('/leads', 'portal.leads'),
  portal('/sales', 'portal.sales'),
  portal('/customers', 'portal.customers'),
  portal('/customers/:id', 'portal.customer'),
  portal('/serials', 'portal.serials'),
  portal('/serials/:id', 'portal.serial'),
  portal('/stock', 'portal.stock'),
  portal('/helpcenter', 'portal.helpcenter'),
  portal('/returns', 'portal.returns'),
  portal('/returns/return', 'portal.return'),
  portal('/pricelist', 'portal.pricelist'),
  portal('/pricelist/lookup', 'portal.pricelistLookup'),
  portal('/agreements', 'portal.agreements'),
  portal('/agreements/:id', 'portal.agreement'),
  portal('/agreements/:id/acceptances/:acceptanceId', 'portal.agreementAcceptance'),
  portal('/certificates', 'portal.certificates'),
  portal('/servicetools', 'portal.servicetools', 'portal:service-tools'),
  portal('/services', 'portal.services', 'portal:services'),
  portal('/audits', 'portal.audits'),
  portal('/audits/new', 'portal.auditNew'),
  portal('/audits/:id', 'portal.audit'),
] as const;

export type PortalRouteId = (typeof PORTAL_ROUTES)[number]['id'];
