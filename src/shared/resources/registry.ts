import { ACCOUNT_RESOURCES } from './account';
import { AGREEMENT_RESOURCES } from './agreements';
import { CATALOG_RESOURCES } from './catalog';
import { CERTIFICATE_RESOURCES } from './certificates';
import { COMPANY_RESOURCES } from './companies';
import { CONTENT_RESOURCES } from './content';
import { COURSE_RESOURCES } from './courses';
import { DISTRIBUTOR_RESOURCES } from './distributors';
import { LOG_RESOURCES } from './logs';
import { ENQUIRY_RESOURCES } from './enquiries';
import { LEAD_RESOURCES } from './leads';
import { FILE_RESOURCES } from './files';
import { NEWS_RESOURCES } from './news';
import { PORTAL_RESOURCES } from './portal';
import { PRICELIST_RESOURCES } from './pricelists';
import { RETURN_RESOURCES } from './returns';
import { SERIAL_RESOURCES } from './serials';
import { SERVICE_CENTRE_RESOURCES } from './service-centre';
import { SERVICE_TOOL_RESOURCES } from './servicetools';
import { SETTINGS_RESOURCES } from './settings';
import { USER_RESOURCES } from './users';
import type { ResourceDef } from './types';

/** Every collection definition by name, of every face (the client builds its screens from these). */
export const RESOURCE_DEFS: Readonly<Record<string, ResourceDef>> = {
  ...SETTINGS_RESOURCES,
  ...CONTENT_RESOURCES,
  ...CATALOG_RESOURCES,
  ...DISTRIBUTOR_RESOURCES,
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
  ...NEWS_RESOURCES,
  ...SERVICE_CENTRE_RESOURCES,
  ...PRICELIST_RESOURCES,
  ...PORTAL_RESOURCES,
  ...ACCOUNT_RESOURCES,
  ...USER_RESOURCES,
  ...LOG_RESOURCES,
};
