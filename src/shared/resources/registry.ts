import { CATALOG_RESOURCES } from './catalog';
import { CONTENT_RESOURCES } from './content';
import { DISTRIBUTOR_RESOURCES } from './distributors';
import { SETTINGS_RESOURCES } from './settings';
import type { ResourceDef } from './types';

/** Every resource definition by name (the client builds its screens from these). */
export const RESOURCE_DEFS: Readonly<Record<string, ResourceDef>> = {
  ...SETTINGS_RESOURCES,
  ...CONTENT_RESOURCES,
  ...CATALOG_RESOURCES,
  ...DISTRIBUTOR_RESOURCES,
};
