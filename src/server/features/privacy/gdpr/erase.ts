import type { z } from 'zod';
import { and, count, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import { serviceErasure } from './service-data';
import { courseErasure } from './course-data';
import { ERASED_NAME, erasedEmail, GdprSubjectInputSchema, isErasedEmail, type GdprSubject } from '../../../../shared/logs/gdpr.schema';
import type { AuditAction } from '../../../../shared/logs/audit.schema';
import type { Locale } from '../../../../shared/locales';
import type { AppDeps } from '../../../deps';
import {
  accounts,
  auditLog,
  consents,
  emailChangeTokens,
  enquiries,
  downloadLog,
  gdprLog,
  newsletterSubscriptions,
  outbox,
  profiles,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
  websiteLog,
} from '../../../db/schema';
import { guardedRecordId, ruleError, USERS_SECTION, withAdminGuard } from '../../users/rules';
import { auditInsert, type AuditActor } from '../../logs/audit';
import { enquiryAuditErasure } from '../../enquiries/inbox-erasure';
import { gdprError } from './messages';
import { loadSubject, toSubject, type UserRow } from './subjects';
import type { Ctx } from '../../../service-context';

/**
 * Erases an account (GDPR art. 17). Personal data goes: the name and e-mail become 'Erased user' and a pseudonym
 * built from the id; the contact and company details (the profile row), sessions, sign-in methods, two-factor
 * secrets and pending tokens are deleted (the account can no longer sign in, and it is disabled besides), the
 * newsletter subscription and e-mails to the address are deleted,
 * and logs keep their rows with the pseudonym instead of the address (and without the IP address). What the law
 * requires to keep stays, anonymised: the consent rows (proof of consent), the audit entries the person made (and
 * the inbox's entries about their enquiries, without the replies' text), and a GDPR-log row of the erasure. One
 * batch: either all of it happens, with its audit entry, or nothing does.
 *
 * Refused (422): erasing oneself, an account already erased, and the last enabled administrator (checked first for a
 * clear message, and again inside the batch against a concurrent demotion, as the users section does).
 */
export async function eraseUser(ctx: Ctx<'deps' | 'actor' | 'locale'>, { userId }: z.output<typeof GdprSubjectInputSchema>): Promise<GdprSubject> {
  const { deps, actor, locale } = ctx;
  const user = await loadSubject(deps, userId);
  if (user.id === actor.id) throw gdprError('self', locale);
  await eraseAccount(deps, actor, user, locale);
  return toSubject(await loadSubject(deps, user.id));
}

/**
 * The erasure itself, for the admin's GDPR panel (above), for the account holder deleting their own account
 * (features/privacy/account/delete-account.ts, docs/decisions/0043), who is recorded as `by` under the pseudonym, and
 * for "Delete user" in /admin/users (features/users/delete.ts), whose audit entry is a deletion (`action`).
 */
export async function eraseAccount(deps: AppDeps, by: AuditActor, user: UserRow, locale: Locale, action: AuditAction = 'update'): Promise<void> {
  if (isErasedEmail(user.email)) throw gdprError('alreadyErased', locale);
  if (user.role === 'admin' && !user.disabled) {
    const [others] = await deps.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.disabled, false), ne(users.id, user.id)));
    if ((others?.n ?? 0) === 0) throw ruleError('lastAdmin', locale);
  }

  const email = user.email;
  const pseudonym = erasedEmail(user.id);
  const now = new Date();
  // Quoted as JSON strings, so only whole values inside the stored JSON are replaced (a name of one letter is left:
  // it could equal any other one-letter value).
  const quoted = (value: string) => sql`json_quote(${value})`;
  const withoutEmail = sql`replace(${auditLog.changes}, ${quoted(email)}, ${quoted(pseudonym)})`;
  const scrubbed = user.name.length > 1 ? sql`replace(${withoutEmail}, ${quoted(user.name)}, ${quoted(ERASED_NAME)})` : withoutEmail;

  await withAdminGuard(locale, () =>
    deps.db.batch([
      deps.db
        .update(users)
        .set({
          name: ERASED_NAME,
          email: pseudonym,
          emailVerified: false,
          image: null,
          disabled: true,
          twoFactorEnabled: false,
          companyId: null,
          updatedAt: now,
        })
        .where(eq(users.id, user.id)),
      // The users row stays (anonymised), so its cascade does not reach the profile: delete it here.
      deps.db.delete(profiles).where(eq(profiles.userId, user.id)),
      ...serviceErasure(deps, user.id, now, { name: ERASED_NAME, email: pseudonym }),
      ...courseErasure(deps, user.id),
      deps.db.delete(sessions).where(eq(sessions.userId, user.id)),
      deps.db.delete(accounts).where(eq(accounts.userId, user.id)),
      deps.db.delete(twoFactors).where(eq(twoFactors.userId, user.id)),
      deps.db.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id)),
      // Pending password-reset and two-factor challenges name the user by id.
      deps.db.delete(verifications).where(eq(verifications.value, user.id)),
      deps.db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
      deps.db.delete(outbox).where(eq(outbox.to, email)),
      // Before the delete: the inbox's audit entries are found through the person's enquiries.
      ...enquiryAuditErasure(deps, { id: user.id, email, name: user.name }, { email: pseudonym, name: ERASED_NAME }),
      deps.db.delete(enquiries).where(or(eq(enquiries.userId, user.id), eq(enquiries.email, email))),
      deps.db.delete(rateLimits).where(and(gte(rateLimits.key, `sign-in:${email}|`), lt(rateLimits.key, `sign-in:${email}}`))),
      // Registration's per-address counters (features/auth/register.ts, email-confirmation.ts) name the address too.
      deps.db.delete(rateLimits).where(or(eq(rateLimits.key, `register-notice:${email}`), eq(rateLimits.key, `resend-confirmation:${email}`))),
      deps.db
        .update(consents)
        .set({ email: pseudonym })
        .where(or(eq(consents.userId, user.id), eq(consents.email, email))),
      deps.db
        .update(downloadLog)
        .set({ email: pseudonym, ip: '' })
        .where(or(eq(downloadLog.userId, user.id), eq(downloadLog.email, email))),
      deps.db.update(websiteLog).set({ email: pseudonym, ip: '' }).where(eq(websiteLog.email, email)),
      deps.db.update(auditLog).set({ actorEmail: pseudonym }).where(eq(auditLog.actorId, user.id)),
      // Entries about the account (profile edits) quote its old name and e-mail.
      deps.db
        .update(auditLog)
        .set({ changes: scrubbed })
        .where(and(eq(auditLog.section, USERS_SECTION), eq(auditLog.recordId, user.id))),
      deps.db.insert(gdprLog).values({ kind: 'erasure', subjectId: user.id, actorEmail: by.email, createdAt: now }),
      auditInsert(deps, by, {
        section: USERS_SECTION,
        // NULL (and so a failed batch) if the erasure left no enabled administrator.
        recordId: guardedRecordId(user.id),
        action,
        changes: {
          gdprErasure: [false, true],
          name: ['[erased]', ERASED_NAME],
          email: ['[erased]', pseudonym],
          disabled: [user.disabled, true],
        },
      }),
    ]),
  );
}
