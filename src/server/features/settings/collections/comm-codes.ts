import { commCodesResource } from '../../../../shared/resources/settings/comm-codes';
import { commCodes } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const commCodesServer = {
  def: commCodesResource,
  table: commCodes,
  scope: 'global',
  unique: ['code'],
} satisfies ServerResource;
