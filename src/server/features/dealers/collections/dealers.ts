import { dealersResource } from '../../../../shared/dealers/collections/dealers';
import { companies, dealerCountries, dealers } from '../../../db/schema';
import { registerLookup } from '../../../collections/lookups';
import type { ServerResource } from '../../../collections/types';

// The portal companies have no admin resource yet: the profile's company picker searches them by name.
registerLookup({ name: 'companies', table: companies, label: companies.name });

/**
 * Dealers' public profiles with the other countries they serve (a child list). Every write drops the rendered pages
 * (the default cache area), so /distributors and the country pages show a save at once.
 */
export const dealersServer = {
  def: dealersResource,
  table: dealers,
  scope: 'global',
  relations: { companyId: 'companies', countryId: 'countries' },
  children: { countries: { table: dealerCountries, parentKey: 'dealerId' } },
} satisfies ServerResource;
