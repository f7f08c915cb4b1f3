import type { Profile, ProfileInput } from '../../../shared/profile/profile.schema';

/** The form holds every field as text: a select's value is a string, the country's id included ('' for none). */
export type ProfileValues = { [K in keyof Profile]: string };

/** The form's fields in their order on the page: the first with an error is focused. */
export const PROFILE_ORDER = [
  'title', 'firstName', 'lastName', 'telephone', 'companyName', 'companyEmail', 'companyTelephone', 'companyVatNumber',
  'industrySector', 'address1', 'address2', 'address3', 'town', 'county', 'postcode', 'countryId', 'returnAddress',
] as const satisfies ReadonlyArray<keyof Profile>;

export function toValues(profile: Profile): ProfileValues {
  return { ...profile, countryId: profile.countryId === null ? '' : String(profile.countryId) };
}

/**
 * What account.profile.update is sent. The title and sector go as chosen: the server checks them against their
 * lists and says which field is wrong, so the client keeps no second copy of the rules.
 */
export function toInput(values: ProfileValues): ProfileInput {
  const id = Number(values.countryId);
  return { ...values, countryId: values.countryId === '' || !Number.isInteger(id) ? null : id };
}
