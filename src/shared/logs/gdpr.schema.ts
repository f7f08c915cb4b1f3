import { z } from 'zod';

/** What an erased account is called from then on; the e-mail keeps the id so the row stays unique. */
export const ERASED_NAME = 'Erased user';
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';
export const erasedEmail = (userId: string) => `erased-${userId}@${ERASED_EMAIL_DOMAIN}`;
export const isErasedEmail = (email: string) => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);

export const CONSENT_KINDS = ['terms-privacy', 'dealer-sharing', 'marketing', 'newsletter'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const GDPR_REQUEST_KINDS = ['export', 'erasure'] as const;

/** better-auth's user ids are opaque strings. */
const UserIdSchema = z.string().trim().min(1).max(100);

/** The look-up by e-mail: the start of an address (at least 2 characters), lower-cased as addresses are stored. */
export const GdprUserSearchInputSchema = z.object({ email: z.string().trim().toLowerCase().min(2).max(255) });
export const GdprSubjectInputSchema = z.object({ userId: UserIdSchema });

export interface GdprSubject {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  erased: boolean;
  createdAt: string;
}

/** The personal-data export: everything the site holds about one account, as JSON (dates ISO strings). */
export interface GdprExport {
  exportedAt: string;
  profile: Record<string, unknown>;
  company: Record<string, unknown> | null;
  consents: Record<string, unknown>[];
  sessions: Record<string, unknown>[];
  signInMethods: Record<string, unknown>[];
  newsletter: Record<string, unknown> | null;
  downloads: Record<string, unknown>[];
  auditEntries: Record<string, unknown>[];
  websiteLog: Record<string, unknown>[];
  emails: Record<string, unknown>[];
  /** Enquiries and bookings sent from the public forms, by the account or its e-mail address. */
  enquiries: Record<string, unknown>[];
  /** Instruments registered to the account (by serial number), its certificates and its returns. */
  instruments: Record<string, unknown>[];
  certificates: Record<string, unknown>[];
  returns: Record<string, unknown>[];
  /** Training: the courses the account is enrolled on, its test attempts (with the answers given) and video progress. */
  courseEnrolments: Record<string, unknown>[];
  courseAttempts: Record<string, unknown>[];
  courseVideoProgress: Record<string, unknown>[];
}

/** The file name the admin's browser saves the export under. */
export const gdprExportFileName = (userId: string) => `personal-data-${userId.replace(/[^A-Za-z0-9_-]/g, '')}.json`;
