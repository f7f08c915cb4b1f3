import { isErasedEmail } from '../../../shared/logs/gdpr.schema';
import { eraseAccount } from '../privacy/gdpr';
import { loadUser } from './detail';
import { ruleError } from './rules';
import type { Ctx } from '../../service-context';

/**
 * "Delete user" (issue 30 item 17), per GDPR: the same erasure as the account holder's own "Delete my account" and
 * the GDPR panel (features/privacy/gdpr/erase.ts): the personal data, sign-in methods, sessions and tokens, newsletter,
 * enquiries and sent e-mails go; certificates and returns stay under the anonymised record ("Erased user", a
 * pseudonym address), so the row remains and the list shows it only under the status "Deleted". The audit entry is a
 * deletion that names the pseudonym, never the old name or address. Refused (422): oneself (another admin must do it,
 * so the console always keeps someone who can), an account deleted already, the last enabled administrator.
 */
export async function deleteAdminUser(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: string }): Promise<void> {
  const { deps, actor, locale } = ctx;
  const user = await loadUser(deps, id);
  if (user.id === actor.id) throw ruleError('deleteSelf', locale);
  if (isErasedEmail(user.email)) throw ruleError('alreadyDeleted', locale);
  await eraseAccount(deps, actor, user, locale, 'delete');
}
