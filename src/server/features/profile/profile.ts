import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { INDUSTRIES, PERSON_TITLES, type Industry, type PersonTitle } from '../../../shared/enquiries/form-options';
import { ProfileSchema, type Profile } from '../../../shared/profile/profile.schema';
import type { ProfileView } from '../../../shared/profile/profile.types';
import { countries, profiles, users } from '../../db/schema';
import { validationError } from '../../errors';
import { fieldMessage } from '../../validation';
import { reissueTrainingCertificatesForName } from '../courses/reissue';
import { loadAccount, type AccountRow, type ProfileRow } from './account-row';
import type { Ctx } from '../../service-context';

const isTitle = (value: string): value is PersonTitle => (PERSON_TITLES as readonly string[]).includes(value);
const isIndustry = (value: string): value is Industry => (INDUSTRIES as readonly string[]).includes(value);

/**
 * "Uma User" as first name "Uma" and last name "User": a suggestion for a profile never saved, so the first visit
 * does not ask the person to type again the name they registered with. Split at the first space, as most of the
 * site's languages put the given name first.
 */
function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** The stored row as the form shows it; a value no longer in its closed set (a retired industry) shows as none. */
function toProfile(row: ProfileRow | null, user: AccountRow): Profile {
  const named = row !== null && (row.firstName !== '' || row.lastName !== '');
  const { firstName, lastName } = named ? row : splitName(user.name);
  return {
    title: row && isTitle(row.title) ? row.title : '',
    firstName,
    lastName,
    telephone: row?.telephone ?? '',
    companyName: row?.companyName ?? '',
    companyEmail: row?.companyEmail ?? '',
    companyTelephone: row?.companyTelephone ?? '',
    companyVatNumber: row?.companyVatNumber ?? '',
    industrySector: row && isIndustry(row.industrySector) ? row.industrySector : '',
    address1: row?.address1 ?? '',
    address2: row?.address2 ?? '',
    address3: row?.address3 ?? '',
    town: row?.town ?? '',
    county: row?.county ?? '',
    postcode: row?.postcode ?? '',
    countryId: row?.countryId ?? null,
    returnAddress: row?.returnAddress ?? '',
  };
}

/** /account/profile: the account's details, with defaults before the first save. */
export async function getProfile(ctx: Ctx<'deps' | 'actor'>): Promise<ProfileView> {
  const { deps, actor } = ctx;
  const { user, profile } = await loadAccount(deps, actor);
  return { name: user.name, email: user.email, profile: toProfile(profile, user) };
}

/**
 * Saves the details (the row is made on the first save) and renames the account "firstName lastName", so the header
 * and the e-mails greet the person by the name they just gave. Both in one batch.
 */
export async function updateProfile(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ProfileSchema>): Promise<ProfileView> {
  const { deps, actor, locale } = ctx;
  const { user } = await loadAccount(deps, actor);
  if (data.countryId !== null) {
    const [country] = await deps.db.select({ id: countries.id }).from(countries).where(eq(countries.id, data.countryId));
    if (!country) throw validationError({ countryId: [fieldMessage('invalid', 'countryId', locale)] });
  }
  const now = new Date();
  await deps.db.batch([
    deps.db
      .insert(profiles)
      .values({ ...data, userId: user.id, updatedAt: now })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...data, updatedAt: now } }),
    deps.db
      .update(users)
      .set({ name: `${data.firstName} ${data.lastName}`, updatedAt: now })
      .where(eq(users.id, user.id)),
  ]);
  // A training certificate names its holder: a changed name is reissued on it (the old one superseded).
  if (user.name !== `${data.firstName} ${data.lastName}`) await reissueTrainingCertificatesForName(deps, user.id);
  return getProfile(ctx);
}
