import type { ConsentKind } from '../logs/gdpr.schema';
import type { ContactPreferences, Profile } from './profile.schema';

/**
 * What the profile pages are answered, without zod (profile.schema.ts holds the input rules): the account pages
 * import these, and only types from the schema.
 */

/** What /account/profile shows. */
export interface ProfileView {
  /** The name the header and e-mails greet the account by ("firstName lastName" once the profile is saved). */
  name: string;
  /** The sign-in address (better-auth owns it; not changed here). */
  email: string;
  /** Before the first save, the first and last name are suggested from the account's name. */
  profile: Profile;
}

/** One change of a consent, as the GDPR log holds it. */
export interface ConsentHistoryEntry {
  kind: ConsentKind;
  given: boolean;
  /** ISO time. */
  at: string;
}

/** The consent history shows at most this many changes. */
export const CONSENT_HISTORY_LIMIT = 20;

/** What /account/contact shows. */
export interface ContactPreferencesView {
  preferences: ContactPreferences;
  /** Newest first, at most CONSENT_HISTORY_LIMIT. */
  history: ConsentHistoryEntry[];
}
