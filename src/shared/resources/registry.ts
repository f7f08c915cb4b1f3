import { ACCOUNT_RESOURCES } from './account';
import { CATALOG_RESOURCES } from './catalog';
import { CERTIFICATE_RESOURCES } from './certificates';
import { CONTENT_RESOURCES } from './content';
import { DISTRIBUTOR_RESOURCES } from './distributors';
import { PORTAL_RESOURCES } from './portal';
import { RETURN_RESOURCES } from './returns';
import { SETTINGS_RESOURCES } from './settings';
import type { ResourceDef } from './types';

/** Every collection definition by name, of every face (the client builds its screens from these). */
export const RESOURCE_DEFS: Readonly<Record<string, ResourceDef>> = {
  ...SETTINGS_RESOURCES,
  ...CONTENT_RESOURCES,
  ...CATALOG_RESOURCES,
  ...DISTRIBUTOR_RESOURCES,
  ...CERTIFICATE_RESOURCES,
  ...RETURN_RESOURCES,
  ...PORTAL_RESOURCES,
  ...ACCOUNT_RESOURCES,
};
