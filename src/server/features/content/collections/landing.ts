import { landingResource } from '../../../../shared/content/collections/landing';
import { landingPages } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

/**
 * Landing pages are read straight from the database (features/content/landing.ts, http/spa.ts decides 200 or 404 per
 * request), not from the response cache, so a write has no cache area to bump.
 */
export const landingServer = {
  def: landingResource,
  table: landingPages,
  scope: 'global',
  unique: ['slug'],
} satisfies ServerResource;
