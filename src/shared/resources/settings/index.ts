import { industrySectorsResource } from './industry-sectors';

/** The /admin/settings sections built as resources (Manage Countries keeps its own screen). */
export const SETTINGS_RESOURCES = {
  industrysectors: industrySectorsResource,
} as const;
