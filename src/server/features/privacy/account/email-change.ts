import type { z } from 'zod';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ChangeEmailSchema, EMAIL_CHANGE_HOURS, EmailChangeTokenSchema } from '../../../../shared/privacy/privacy.schema';
import { isErasedEmail } from '../../../../shared/logs/gdpr.schema';
import { type Locale, localeOf } from '../../../../shared/locales';
import { emailChangeTokens, users } from '../../../db/schema';
import { validationError } from '../../../errors';
import { emailChangedNoticeMail, emailChangeLinkMail } from '../../../mail/email-change-templates';
import { fieldMessage } from '../../../validation';
import { databaseErrorMatches, USERS_SECTION } from '../../users/rules';
import { auditInsert } from '../../logs/audit';
import { passwordMatches } from '../../auth/password';
import { serverTexts } from '../../../texts';
import type { Ctx } from '../../../service-context';

/** A person changes an address a few times at most; more is someone mailing strangers from a stolen session. */
const REQUEST_RULE = { limit: 5, windowSeconds: 3600 };

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const withLang = (url: string, locale: Locale) => (locale === 'en' ? url : `${url}?lang=${locale}`);

/**
 * Asks to change the account's e-mail address (docs/decisions/0043): the current password proves it is the owner; a
 * single-use link, valid EMAIL_CHANGE_HOURS, goes to the new address, and nothing changes until it is opened. An
 * address another account already uses gets no mail, and the answer is the same as for a free one, so this form
 * reveals no more about who has an account than registration does (docs/decisions/0033).
 */
export async function requestEmailChange(ctx: Ctx<'deps' | 'actor' | 'locale' | 'scope'>, data: z.output<typeof ChangeEmailSchema>): Promise<{ ok: true; email: string }> {
  const { deps, actor, locale } = ctx;
  await deps.limiter.hit(`email-change:${actor.id}`, REQUEST_RULE);
  if (!(await passwordMatches(deps, actor.id, data.current_password))) {
    throw validationError({ current_password: [fieldMessage('currentPassword', 'current_password', locale)] });
  }
  const newEmail = data.new_email;
  if (newEmail === actor.email) throw validationError({ new_email: [serverTexts(locale).privacy.account.sameEmail] });

  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
  if (!taken) {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await deps.db.batch([
      // One pending change per account: an earlier link stops working.
      deps.db.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, actor.id)),
      deps.db.insert(emailChangeTokens).values({
        tokenHash: digest(token),
        userId: actor.id,
        newEmail,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000),
        createdAt: now,
      }),
    ]);
    const url = withLang(`${deps.env.APP_URL}/confirm-email/${token}`, actor.locale);
    await deps.mailer.send(emailChangeLinkMail({ name: actor.name, newEmail }, url, EMAIL_CHANGE_HOURS, actor.locale));
  }
  return { ok: true, email: newEmail };
}

/**
 * Follows the link of the new address. The token is taken out of the table by the statement that finds it, so it
 * works once; an expired one is refused. The change is recorded in the audit trail, and the old address is told.
 * The link works without a session (it may be opened on another device): the token alone is the proof.
 */
export async function confirmEmailChange(ctx: Ctx<'deps' | 'locale' | 'scope'>, data: z.output<typeof EmailChangeTokenSchema>): Promise<{ ok: true; email: string }> {
  const { deps, scope, locale } = ctx;
  await deps.limiter.hit(`email-change-confirm:${scope.ip}`, { limit: 20, windowSeconds: 60 });
  const messages = serverTexts(locale).privacy.account;
  const [row] = await deps.db
    .delete(emailChangeTokens)
    .where(eq(emailChangeTokens.tokenHash, digest(data.token)))
    .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail, expiresAt: emailChangeTokens.expiresAt });
  if (!row) throw validationError({ token: [messages.linkInvalid] });
  if (row.expiresAt.getTime() <= Date.now()) throw validationError({ token: [messages.linkExpired] });
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user || user.disabled || isErasedEmail(user.email)) throw validationError({ token: [messages.linkInvalid] });

  try {
    await deps.db.batch([
      deps.db.update(users).set({ email: row.newEmail, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id)),
      auditInsert(deps, { id: user.id, email: row.newEmail }, {
        section: USERS_SECTION,
        recordId: user.id,
        action: 'update',
        changes: { email: [user.email, row.newEmail] },
      }),
    ]);
  } catch (error) {
    // Another account took the address after the link was sent: the link cannot be used any more.
    if (databaseErrorMatches(error, /UNIQUE constraint failed: users\.email/)) throw validationError({ token: [messages.linkInvalid] });
    throw error;
  }
  const userLocale: Locale = localeOf(user.locale);
  await deps.mailer.send(
    emailChangedNoticeMail({ name: user.name, oldEmail: user.email, newEmail: row.newEmail }, withLang(`${deps.env.APP_URL}/login`, userLocale), userLocale),
  );
  return { ok: true, email: row.newEmail };
}
