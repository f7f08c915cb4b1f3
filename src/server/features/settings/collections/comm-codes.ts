import { commCodesResource } from '../../../../shared/settings/collections/comm-codes';
import { commCodes } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const commCodesServer = {
  def: commCodesResource,
  table: commCodes,
  scope: 'global',
  unique: ['code'],
} satisfies ServerResource;
