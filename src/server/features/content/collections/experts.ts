import { expertsResource } from '../../../../shared/content/collections/experts';
import { experts } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const expertsServer = {
  def: expertsResource,
  table: experts,
  scope: 'global',
  relations: { countryId: 'countries' },
} satisfies ServerResource;
