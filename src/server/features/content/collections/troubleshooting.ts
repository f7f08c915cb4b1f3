import { troubleshootingResource } from '../../../../shared/content/collections/troubleshooting';
import { troubleshootingEntries } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const troubleshootingServer = {
  def: troubleshootingResource,
  table: troubleshootingEntries,
  scope: 'global',
  relations: { productId: 'products' },
} satisfies ServerResource;
