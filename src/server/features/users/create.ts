import { eq } from 'drizzle-orm';
import { COMPANY_ROLES } from '../../../shared/auth/roles';
import type { Locale } from '../../../shared/locales';
import { INVITATION_DAYS } from '../../../shared/team/team.schema';
import type { AdminUserCreate, AdminUserDetail } from '../../../shared/users/admin-users.schema';
import { ADMIN_USER_FORM_LABELS } from '../../../shared/users/form-labels';
import type { RateRule } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { companies, users } from '../../db/schema';
import { validationError, type FieldErrors } from '../../errors';
import { accountInvitationMail } from '../../mail/account-invitation-templates';
import { fieldMessage } from '../../validation';
import { setPasswordUrl } from '../../auth/set-password-url';
import { createInvitedAccount } from '../auth/invitation-link';
import { getAdminUser } from './detail';
import { USERS_SECTION } from './rules';
import type { Ctx } from '../../service-context';

/** Accounts an admin may add an hour: a day's onboarding, not a mail bomb from a stuck button or a script. */
const CREATE_RULE: RateRule = { limit: 60, windowSeconds: 3600 };

const emailTaken = (locale: Locale): FieldErrors => ({ email: [fieldMessage('unique', 'email', locale, { form: ADMIN_USER_FORM_LABELS })] });

/**
 * The company the new account belongs to (null for roles outside a company), or the field errors: an address another
 * account has, a company that does not exist.
 */
async function checkNewUser(deps: AppDeps, data: AdminUserCreate, locale: Locale): Promise<{ companyId: number | null; companyName: string | null }> {
  const errors: FieldErrors = {};
  const [clash] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, data.email));
  if (clash) Object.assign(errors, emailTaken(locale));
  // Only distributor and certified accounts belong to a company: a company picked before the role changed is dropped.
  const companyId = COMPANY_ROLES.includes(data.role) ? data.company_id : null;
  let companyName: string | null = null;
  if (companyId !== null) {
    const [company] = await deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    if (!company) errors.company_id = [fieldMessage('invalid', 'company_id', locale, { form: ADMIN_USER_FORM_LABELS })];
    companyName = company?.name ?? null;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { companyId, companyName };
}

/**
 * "Add user" (issue 30 item 17): creates the account without a password, so it cannot sign in until the person sets
 * one through the invitation link, which is e-mailed in the language chosen for them. The link is the portal team's
 * invitation (features/auth/invitation-link.ts): one use, INVITATION_DAYS days, the usual set-password page, which
 * confirms the address too. The account, the token and the audit entry commit together; the mail follows.
 */
export async function createAdminUser(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: AdminUserCreate): Promise<AdminUserDetail> {
  const { deps, actor, locale } = ctx;
  const { companyId, companyName } = await checkNewUser(deps, data, locale);
  await deps.limiter.hit(`admin-user-create:${actor.id}`, CREATE_RULE);
  const { id, token } = await createInvitedAccount(
    deps,
    actor,
    { name: data.name, email: data.email, role: data.role, locale: data.locale, companyId },
    {
      section: USERS_SECTION,
      changes: { name: data.name, email: data.email, role: data.role, company_id: companyId, locale: data.locale, invited: true },
    },
    () => validationError(emailTaken(locale)),
  );
  const url = setPasswordUrl(deps.env.APP_URL, token, data.email);
  await deps.mailer.send(
    accountInvitationMail({ name: data.name, email: data.email, company: companyName, inviter: actor.name, url, days: INVITATION_DAYS }, data.locale),
  );
  return getAdminUser(ctx, id);
}
