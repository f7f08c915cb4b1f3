import { pricelistsResource } from '../../../../shared/trade/collections/pricelists';
import { companies, pricelists } from '../../../db/schema';
import { usedBy } from '../../../in-use-messages';
import type { ServerResource } from '../../../collections/types';

const COMPANIES = usedBy({
  en: ['company', 'companies'],
  de: ['Unternehmen', 'Unternehmen'],
  es: ['empresa', 'empresas'],
  fr: ['société', 'sociétés'],
  nl: ['bedrijf', 'bedrijven'],
  pt: ['empresa', 'empresas'],
});

/**
 * A price list still given to a company is not deleted: the company would lose its prices without a word (its
 * prices go with the list). The admin first gives the company another list.
 */
export const pricelistsServer = {
  def: pricelistsResource,
  table: pricelists,
  scope: 'global',
  unique: ['name'],
  usedBy: [{ table: companies, column: companies.pricelistId, what: COMPANIES }],
} satisfies ServerResource;
