import type { ServerResource } from '../types';
import { industrySectorsServer } from './industry-sectors';

export const SETTINGS_SERVER_RESOURCES = {
  industrysectors: industrySectorsServer,
} satisfies Record<string, ServerResource>;
