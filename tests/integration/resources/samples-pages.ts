import type { PAGE_SERVER_RESOURCES } from '../../../src/server/resources/content/pages';
import type { ResourceSample } from './sample-type';

export const PAGE_SAMPLES: Record<keyof typeof PAGE_SERVER_RESOURCES, ResourceSample> = {};
