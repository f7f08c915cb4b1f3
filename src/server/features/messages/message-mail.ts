import { and, eq, inArray } from 'drizzle-orm';
import { rolesFor } from '../../../shared/auth/policy';
import { COMPANY_ROLES, type Role } from '../../../shared/auth/roles';
import { localeOf } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { partnerMessageMail, voltaraMessageMail } from '../../mail/news-templates';
import { enquiryRecipient } from '../enquiries/recipients';
import { joinedAndActive } from '../companies/mail-recipients';

/**
 * Who hears of a new post: Voltara's post goes to every portal member of the company who joined (mail-recipients.ts), each in their own
 * language; a company's post goes to Voltara's partner desk (the settings' recipient of dealer matters, the
 * address partners already write to), in English.
 */

/** The company roles that reach the portal (SPEC.md section 6): certified-senior-plus does not, so is not mailed. */
const PORTAL_MEMBER_ROLES: Role[] = rolesFor('portal:access').filter((role) => COMPANY_ROLES.includes(role));

interface Post {
  threadId: number;
  subject: string;
  body: string;
  author: string;
  companyId: number;
  company: string;
}

/** Voltara wrote: each member of the company gets the post in their language. Returns how many were mailed. */
export async function mailCompanyOfPost(deps: AppDeps, post: Post): Promise<number> {
  const members = await deps.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.companyId, post.companyId), joinedAndActive(), inArray(users.role, PORTAL_MEMBER_ROLES)));
  const url = `${deps.env.APP_URL}/portal/inbox/${post.threadId}`;
  for (const member of members) {
    const locale = localeOf(member.locale);
    await deps.mailer.send(voltaraMessageMail(member.email, { subject: post.subject, body: post.body, author: post.author, company: post.company, url }, locale));
  }
  return members.length;
}

/** The company wrote: Voltara's partner desk hears of it. */
export async function mailVoltaraOfPost(deps: AppDeps, post: Post, isNew: boolean): Promise<void> {
  const to = await enquiryRecipient(deps, 'dealer-application');
  const url = `${deps.env.APP_URL}/admin/distributors/messages/${post.threadId}`;
  await deps.mailer.send(partnerMessageMail(to, { subject: post.subject, body: post.body, author: post.author, company: post.company, url, isNew }));
}
