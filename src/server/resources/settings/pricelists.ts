import { pricelistsResource } from '../../../shared/resources/settings/pricelists';
import { pricelists } from '../../db/schema';
import type { ServerResource } from '../types';

export const pricelistsServer = {
  def: pricelistsResource,
  table: pricelists,
  unique: ['name'],
} satisfies ServerResource;
