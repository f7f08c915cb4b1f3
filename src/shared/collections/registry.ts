import { ACCOUNT_RESOURCES } from './registry/account';
import { AGREEMENT_RESOURCES } from './registry/agreements';
import { CATALOG_RESOURCES } from './registry/catalog';
import { CERTIFICATE_RESOURCES } from './registry/certificates';
import { COMPANY_RESOURCES } from './registry/companies';
import { CONTENT_RESOURCES } from './registry/content';
import { COURSE_RESOURCES } from './registry/courses';
import { DEALER_RESOURCES } from './registry/dealers';
import { LOG_RESOURCES } from './registry/logs';
import { ENQUIRY_RESOURCES } from './registry/enquiries';
import { LEAD_RESOURCES } from './registry/leads';
import { FILE_RESOURCES } from './registry/files';
import { ANNOUNCEMENT_AND_MESSAGE_RESOURCES } from './registry/announcements-and-messages';
import { PORTAL_RESOURCES } from './registry/portal';
import { PRICELIST_RESOURCES } from './registry/pricelists';
import { RETURN_RESOURCES } from './registry/returns';
import { SERIAL_RESOURCES } from './registry/serials';
import { SERVICE_CENTRE_RESOURCES } from './registry/service-centre';
import { SERVICE_TOOL_RESOURCES } from './registry/service-tools';
import { SETTINGS_RESOURCES } from './registry/settings';
import { USER_RESOURCES } from './registry/users';
import type { ResourceDef } from './types';

/** Every collection definition by name, of every face (the client builds its screens from these). */
export const RESOURCE_DEFS: Readonly<Record<string, ResourceDef>> = {
  ...SETTINGS_RESOURCES,
  ...CONTENT_RESOURCES,
  ...CATALOG_RESOURCES,
  ...DEALER_RESOURCES,
  ...CERTIFICATE_RESOURCES,
  ...COMPANY_RESOURCES,
  ...AGREEMENT_RESOURCES,
  ...COURSE_RESOURCES,
  ...RETURN_RESOURCES,
  ...ENQUIRY_RESOURCES,
  ...LEAD_RESOURCES,
  ...SERIAL_RESOURCES,
  ...SERVICE_TOOL_RESOURCES,
  ...FILE_RESOURCES,
  ...ANNOUNCEMENT_AND_MESSAGE_RESOURCES,
  ...SERVICE_CENTRE_RESOURCES,
  ...PRICELIST_RESOURCES,
  ...PORTAL_RESOURCES,
  ...ACCOUNT_RESOURCES,
  ...USER_RESOURCES,
  ...LOG_RESOURCES,
};
