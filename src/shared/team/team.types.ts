import type { Role } from '../auth/roles';
import type { Locale } from '../locales';
import type { UserState } from './team.schema';

/** One person of the company in /portal/users. */
export interface PortalUserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  locale: Locale;
  state: UserState;
  /** ISO time of the newest sign-in still on record (sessions), or null. */
  lastSignInAt: string | null;
  createdAt: string;
  /** The company's name (shown when an admin sees every company). */
  companyName: string;
  /** The reader may change this person's role and access (within their reach, and not themselves). */
  manageable: boolean;
  isSelf: boolean;
}

/** A company an admin may invite into (a member only ever sees their own). */
export interface PortalCompanyChoice {
  id: number;
  name: string;
}
