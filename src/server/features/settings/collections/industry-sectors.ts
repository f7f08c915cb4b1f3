import { industrySectorsResource } from '../../../../shared/settings/collections/industry-sectors';
import { industrySectors } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const industrySectorsServer = {
  def: industrySectorsResource,
  table: industrySectors,
  scope: 'global',
} satisfies ServerResource;
