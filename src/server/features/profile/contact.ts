import type { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import { ContactPreferencesSchema, type ContactPreferences } from '../../../shared/profile/profile.schema';
import {
  CONSENT_HISTORY_LIMIT,
  type ConsentHistoryEntry,
  type ContactPreferencesView,
} from '../../../shared/profile/profile.types';
import type { AppDeps } from '../../deps';
import { consents, profiles, users } from '../../db/schema';
import { loadAccount, type AccountRow, type ProfileRow } from './account-row';
import type { Ctx } from '../../service-context';

/** The preferences as stored, or the columns' defaults before the first save (e-mail and reminders on). */
function toPreferences(user: AccountRow, row: ProfileRow | null): ContactPreferences {
  return {
    contactByEmail: row?.contactByEmail ?? true,
    contactByPhone: row?.contactByPhone ?? false,
    contactByPost: row?.contactByPost ?? false,
    pleaseCall: row?.pleaseCall ?? false,
    serviceReminders: row?.serviceReminders ?? true,
    dealerSharing: user.dealerSharingConsentAt !== null,
    marketing: user.marketingConsentAt !== null,
  };
}

/** The account's own consent changes (registration, forms sent signed in, this page), newest first. */
async function consentHistory(deps: AppDeps, userId: string): Promise<ConsentHistoryEntry[]> {
  const rows = await deps.db
    .select({ kind: consents.kind, given: consents.given, at: consents.createdAt })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(CONSENT_HISTORY_LIMIT);
  return rows.map((row) => ({ kind: row.kind, given: row.given, at: row.at.toISOString() }));
}

/** /account/contact: how the company may contact the account, its two optional consents and their history. */
export async function getContactPreferences(ctx: Ctx<'deps' | 'actor'>): Promise<ContactPreferencesView> {
  const { deps, actor } = ctx;
  const { user, profile } = await loadAccount(deps, actor);
  return { preferences: toPreferences(user, profile), history: await consentHistory(deps, user.id) };
}

/**
 * Saves the preferences. A consent that changed (given or withdrawn) is logged with its time in `consents` (the GDPR
 * proof) and stamped on the account (null once withdrawn); an unchanged one writes nothing, so the log holds changes
 * only. One batch: the log never disagrees with the account.
 */
export async function updateContactPreferences(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ContactPreferencesSchema>): Promise<ContactPreferencesView> {
  const { deps, actor } = ctx;
  const { user, profile } = await loadAccount(deps, actor);
  const before = toPreferences(user, profile);
  // The log's times and the account's match to the millisecond (the column default would round to the second).
  const now = new Date();
  const changed = (['dealerSharing', 'marketing'] as const).filter((key) => data[key] !== before[key]);
  const settings = {
    contactByEmail: data.contactByEmail,
    contactByPhone: data.contactByPhone,
    contactByPost: data.contactByPost,
    pleaseCall: data.pleaseCall,
    serviceReminders: data.serviceReminders,
  };
  const stamp = (given: boolean) => (given ? now : null);

  await deps.db.batch([
    deps.db
      .insert(profiles)
      .values({ ...settings, userId: user.id, updatedAt: now })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...settings, updatedAt: now } }),
    ...(changed.length === 0
      ? []
      : [
          deps.db.insert(consents).values(
            changed.map((key) => ({
              userId: user.id,
              email: user.email,
              kind: key === 'dealerSharing' ? ('dealer-sharing' as const) : ('marketing' as const),
              given: data[key],
              createdAt: now,
            })),
          ),
          deps.db
            .update(users)
            .set({
              ...(changed.includes('dealerSharing') ? { dealerSharingConsentAt: stamp(data.dealerSharing) } : {}),
              ...(changed.includes('marketing') ? { marketingConsentAt: stamp(data.marketing) } : {}),
              updatedAt: now,
            })
            .where(eq(users.id, user.id)),
        ]),
  ]);
  return getContactPreferences(ctx);
}
