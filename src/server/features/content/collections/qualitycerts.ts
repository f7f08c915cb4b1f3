import { qualityCertsResource } from '../../../../shared/content/collections/qualitycerts';
import { qualityCerts } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const qualityCertsServer = {
  def: qualityCertsResource,
  table: qualityCerts,
  scope: 'global',
} satisfies ServerResource;
