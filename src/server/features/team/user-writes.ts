import { and, eq, like, sql } from 'drizzle-orm';
import { type Locale, localeOf } from '../../../shared/locales';
import { INVITATION_DAYS, type PortalInviteSchema, type PortalUserRoleSchema } from '../../../shared/team/team.schema';
import type { PortalUserRow } from '../../../shared/team/team.types';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor';
import type { RateRule } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { sessions, users, verifications } from '../../db/schema';
import { setPasswordUrl } from '../../auth/set-password-url';
import { createInvitedAccount, invitationToken, RESET_PREFIX } from '../auth/invitation-link';
import { writeCompany } from '../companies/company';
import { invitationMail } from '../../mail/invitation-templates';
import { auditInsert } from '../logs/audit';
import { teamError } from './messages';
import { assertWithinReach, getCompanyUser, loadManagedUser, PORTAL_USERS_SECTION } from './users';
import type { Ctx } from '../../service-context';

/**
 * The writes of /portal/users (issue 12): invite, send the invitation again, disable, enable, change role. Each write
 * and its audit entry commit in one batch. Refusals: another company's user 404; a role or a person out of the
 * reader's reach 403 with the reason; an address already registered 409; oneself 422.
 */

/** Invitations and reminders a senior may send an hour: a team's worth, not a mail bomb from a stuck button. */
const INVITE_RULE: RateRule = { limit: 30, windowSeconds: 3600 };

async function sendInvitation(deps: AppDeps, actor: Actor, person: { name: string; email: string; locale: Locale }, company: string, token: string) {
  const url = setPasswordUrl(deps.env.APP_URL, token, person.email);
  await deps.mailer.send(invitationMail({ name: person.name, email: person.email, company, inviter: actor.name, url, days: INVITATION_DAYS }, person.locale));
}

/**
 * Creates the account in the company (no password yet: it cannot sign in until the invitee sets one through the
 * link) and e-mails the invitation in the invitee's language.
 */
export async function inviteUser(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: z.output<typeof PortalInviteSchema>): Promise<PortalUserRow> {
  const { deps, actor, locale } = ctx;
  const { id: companyId, name: company } = await writeCompany(deps, actor, input.companyId, () => teamError(422, 'companyRequired', locale, 'companyId'));
  assertWithinReach(actor, input.role, locale, 'role');
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email}`);
  if (taken) throw teamError(409, 'emailTaken', locale, 'email');
  await deps.limiter.hit(`portal-invite:${actor.id}`, INVITE_RULE);
  const { id, token } = await createInvitedAccount(
    deps,
    actor,
    { name: input.name, email: input.email, role: input.role, locale: input.locale, companyId },
    {
      section: PORTAL_USERS_SECTION,
      changes: { name: input.name, email: input.email, role: input.role, locale: input.locale, company_id: companyId, invited: true },
    },
    () => teamError(409, 'emailTaken', locale, 'email'),
  );
  await sendInvitation(deps, actor, input, company, token);
  return getCompanyUser(deps, actor, id);
}

/** A fresh invitation link for someone who has not set a password yet; earlier links stop working. */
export async function resendInvitation(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: string }): Promise<PortalUserRow> {
  const { deps, actor, locale } = ctx;
  const user = await loadManagedUser(deps, actor, id);
  assertWithinReach(actor, user.role, locale);
  if (user.state === 'disabled') throw teamError(422, 'inviteDisabled', locale);
  if (user.state !== 'invited') throw teamError(422, 'notInvited', locale);
  await deps.limiter.hit(`portal-invite:${actor.id}`, INVITE_RULE);
  const { token, insert } = invitationToken(deps, id, new Date());
  await deps.db.batch([
    // The verification table has no index on the user: the few open reset tokens are found by their prefix.
    deps.db.delete(verifications).where(and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, id))),
    insert,
    auditInsert(deps, actor, { section: PORTAL_USERS_SECTION, action: 'update', recordId: id, changes: { invitation_sent: [null, new Date().toISOString()] } }),
  ]);
  const language = localeOf(user.locale);
  // The invitee's company, which a managed user always has (the reader's own, or the one an admin reaches them in).
  const { name: company } = await writeCompany(deps, actor, user.companyId!, () => teamError(422, 'companyRequired', locale, 'companyId'));
  await sendInvitation(deps, actor, { name: user.name, email: user.email, locale: language }, company, token);
  return getCompanyUser(deps, actor, id);
}

/** Disables the account and ends its sessions in the same batch (signed out at once). Not oneself. */
export async function disableCompanyUser(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: string }): Promise<PortalUserRow> {
  const { deps, actor, locale } = ctx;
  const user = await loadManagedUser(deps, actor, id);
  if (user.id === actor.id) throw teamError(422, 'disableSelf', locale);
  assertWithinReach(actor, user.role, locale);
  if (!user.disabled) {
    await deps.db.batch([
      deps.db.update(users).set({ disabled: true, updatedAt: new Date() }).where(eq(users.id, id)),
      deps.db.delete(sessions).where(eq(sessions.userId, id)),
      auditInsert(deps, actor, { section: PORTAL_USERS_SECTION, action: 'update', recordId: id, changes: { disabled: [false, true] } }),
    ]);
  }
  return getCompanyUser(deps, actor, id);
}

export async function enableCompanyUser(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: string }): Promise<PortalUserRow> {
  const { deps, actor, locale } = ctx;
  const user = await loadManagedUser(deps, actor, id);
  assertWithinReach(actor, user.role, locale);
  if (user.disabled) {
    await deps.db.batch([
      deps.db.update(users).set({ disabled: false, updatedAt: new Date() }).where(eq(users.id, id)),
      auditInsert(deps, actor, { section: PORTAL_USERS_SECTION, action: 'update', recordId: id, changes: { disabled: [true, false] } }),
    ]);
  }
  return getCompanyUser(deps, actor, id);
}

/**
 * A new role within the reader's reach for someone within it. Their sessions stay: the role is read from the user on
 * every request (no cookie cache), so the change applies at their next click.
 */
export async function changeCompanyUserRole(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: z.output<typeof PortalUserRoleSchema>): Promise<PortalUserRow> {
  const { deps, actor, locale } = ctx;
  const user = await loadManagedUser(deps, actor, input.id);
  if (user.id === actor.id) throw teamError(422, 'ownRole', locale, 'role');
  assertWithinReach(actor, user.role, locale);
  assertWithinReach(actor, input.role, locale, 'role');
  if (user.role !== input.role) {
    await deps.db.batch([
      deps.db.update(users).set({ role: input.role, updatedAt: new Date() }).where(eq(users.id, input.id)),
      auditInsert(deps, actor, { section: PORTAL_USERS_SECTION, action: 'update', recordId: input.id, changes: { role: [user.role, input.role] } }),
    ]);
  }
  return getCompanyUser(deps, actor, input.id);
}
