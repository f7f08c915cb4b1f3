import { pricelistsResource } from '../../../../shared/trade/collections/pricelists';
import { companies, pricelists } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

/**
 * A price list still given to a company is not deleted: the company would lose its prices without a word (its
 * prices go with the list). The admin first gives the company another list.
 */
export const pricelistsServer = {
  def: pricelistsResource,
  table: pricelists,
  scope: 'global',
  unique: ['name'],
  usedBy: [{ table: companies, column: companies.pricelistId, what: 'pricelistCompanies' }],
} satisfies ServerResource;
