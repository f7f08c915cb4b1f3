import type { ResourceName } from '../../../src/server/collections/registry';
import { ARTICLE_SAMPLES } from './samples-articles';
import { CATALOG_SAMPLES } from './samples-catalog';
import { DISTRIBUTOR_SAMPLES } from './samples-distributors';
import { PAGE_SAMPLES } from './samples-pages';
import { SETTINGS_SAMPLES } from './samples-settings';
import type { ResourceSample } from './sample-type';

export const SAMPLES: Record<ResourceName, ResourceSample> = {
  ...SETTINGS_SAMPLES,
  ...ARTICLE_SAMPLES,
  ...PAGE_SAMPLES,
  ...CATALOG_SAMPLES,
  ...DISTRIBUTOR_SAMPLES,
};
