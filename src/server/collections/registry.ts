import { ACCOUNT_SERVER_RESOURCES } from './registry/account';
import { AGREEMENT_SERVER_RESOURCES } from './registry/agreements';
import { CATALOG_SERVER_RESOURCES } from './registry/catalog';
import { CERTIFICATE_SERVER_RESOURCES } from './registry/certificates';
import { COMPANY_SERVER_RESOURCES } from './registry/companies';
import { CONTENT_SERVER_RESOURCES } from './registry/content';
import { COURSE_SERVER_RESOURCES } from './registry/courses';
import { DEALER_SERVER_RESOURCES } from './registry/dealers';
import { registerAuditSections } from '../features/logs/collections/audit-entries';
import { LOG_SERVER_RESOURCES } from './registry/logs';
import { ENQUIRY_SERVER_RESOURCES } from './registry/enquiries';
import { LEAD_SERVER_RESOURCES } from './registry/leads';
import { FILE_SERVER_RESOURCES } from './registry/files';
import { registerLookup } from './lookups';
import { ANNOUNCEMENT_AND_MESSAGE_SERVER_RESOURCES } from './registry/announcements-and-messages';
import { columnsOf } from './records';
import { PORTAL_SERVER_RESOURCES } from './registry/portal';
import { PRICELIST_SERVER_RESOURCES } from './registry/pricelists';
import { RETURN_SERVER_RESOURCES } from './registry/returns';
import { rowFilter } from './row-filter';
import { SERIAL_SERVER_RESOURCES } from './registry/serials';
import { SERVICE_CENTRE_SERVER_RESOURCES } from './registry/service-centre';
import { SERVICE_TOOL_SERVER_RESOURCES } from './registry/service-tools';
import { SETTINGS_SERVER_RESOURCES } from './registry/settings';
import { USER_SERVER_RESOURCES } from './registry/users';
import type { Actor } from '../auth/actor';
import type { ServerResource } from './types';

/**
 * Every admin section built from a definition, by name. The tRPC router maps them key by key
 * (collections/admin.resources.router.ts) so each keeps its own types; this map serves the name-driven parts (CSV
 * export, lookups, tests).
 */
export const SERVER_RESOURCES = {
  ...SETTINGS_SERVER_RESOURCES,
  ...CONTENT_SERVER_RESOURCES,
  ...CATALOG_SERVER_RESOURCES,
  ...DEALER_SERVER_RESOURCES,
} satisfies Record<string, ServerResource>;

export type ResourceName = keyof typeof SERVER_RESOURCES;

/** Every collection of every face, by name (names are unique across faces): CSV export, lookups, tests. */
export const SERVER_COLLECTIONS = {
  ...SERVER_RESOURCES,
  // Admin collections with workflows of their own, mounted by the admin router beside them (admin.certificates).
  ...CERTIFICATE_SERVER_RESOURCES,
  ...COMPANY_SERVER_RESOURCES,
  ...AGREEMENT_SERVER_RESOURCES,
  ...COURSE_SERVER_RESOURCES,
  ...RETURN_SERVER_RESOURCES,
  ...ENQUIRY_SERVER_RESOURCES,
  ...LEAD_SERVER_RESOURCES,
  ...SERIAL_SERVER_RESOURCES,
  ...SERVICE_TOOL_SERVER_RESOURCES,
  ...FILE_SERVER_RESOURCES,
  ...USER_SERVER_RESOURCES,
  ...LOG_SERVER_RESOURCES,
  ...ANNOUNCEMENT_AND_MESSAGE_SERVER_RESOURCES,
  ...SERVICE_CENTRE_SERVER_RESOURCES,
  ...PRICELIST_SERVER_RESOURCES,
  ...PORTAL_SERVER_RESOURCES,
  ...ACCOUNT_SERVER_RESOURCES,
} satisfies Record<string, ServerResource>;

export function serverResource(name: string): ServerResource | undefined {
  return Object.hasOwn(SERVER_COLLECTIONS, name) ? (SERVER_COLLECTIONS as Record<string, ServerResource>)[name] : undefined;
}

// The audit trail reads a section's labels and record names from its collection (audit-trail.ts says why it is given).
registerAuditSections(serverResource);

// Each collection can be the target of a relation picker, named and searched by its label field; a scoped one only
// offers and names the rows its row filter lets the actor reach.
for (const [name, resource] of Object.entries(SERVER_COLLECTIONS) as [string, ServerResource][]) {
  const label = columnsOf(resource.table)[resource.def.labelField];
  const filter = resource.scope === 'global' ? undefined : (actor: Actor) => rowFilter(actor, resource);
  // Relations hold integer ids: a text-id collection (user accounts) is no relation's target.
  if (label && resource.def.idKind !== 'text') registerLookup({ name, table: resource.table, label, ...(filter ? { filter } : {}) });
}
