import { standardsResource } from '../../../../shared/settings/collections/standards';
import { standards } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const standardsServer = {
  def: standardsResource,
  table: standards,
  scope: 'global',
  unique: ['code'],
} satisfies ServerResource;
