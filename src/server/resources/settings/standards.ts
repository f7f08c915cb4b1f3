import { standardsResource } from '../../../shared/resources/settings/standards';
import { standards } from '../../db/schema';
import type { ServerResource } from '../types';

export const standardsServer = {
  def: standardsResource,
  table: standards,
  unique: ['code'],
} satisfies ServerResource;
