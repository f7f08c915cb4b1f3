import type { z } from 'zod';
import { reissueTrainingCertificatesForName } from '../courses/reissue';
import { and, eq, ne } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import { AdminUserUpdateSchema, type AdminUserDetail } from '../../../shared/users/admin-users.schema';
import { ADMIN_USER_FORM_LABELS } from '../../../shared/users/form-labels';
import type { AppDeps } from '../../deps';
import { companies, users } from '../../db/schema';
import { validationError, type FieldErrors } from '../../errors';
import { fieldMessage } from '../../validation';
import { auditInsert, diffRecords } from '../logs/audit';
import { getAdminUser, loadUser } from './detail';
import { assertAdminsRemain, databaseErrorMatches, guardedRecordId, USERS_SECTION, withAdminGuard } from './rules';
import type { Ctx } from '../../service-context';

type StoredUser = typeof users.$inferSelect;

/** The editable profile, as the form and the audit diff name its fields. */
const profileOf = (user: Pick<StoredUser, 'name' | 'email' | 'role' | 'companyId' | 'locale'>) => ({
  name: user.name,
  email: user.email,
  role: user.role,
  company_id: user.companyId,
  locale: user.locale,
});

/** Field errors the schema cannot know: an e-mail another account has, a company that does not exist. */
async function checkReferences(
  deps: AppDeps,
  data: { id: string; email: string; company_id: number | null },
  locale: Locale,
): Promise<void> {
  const errors: FieldErrors = {};
  const [clash] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, data.email), ne(users.id, data.id)));
  if (clash) errors.email = [fieldMessage('unique', 'email', locale, { form: ADMIN_USER_FORM_LABELS })];
  if (data.company_id !== null) {
    const [company] = await deps.db.select({ id: companies.id }).from(companies).where(eq(companies.id, data.company_id));
    if (!company) errors.company_id = [fieldMessage('invalid', 'company_id', locale, { form: ADMIN_USER_FORM_LABELS })];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Name, e-mail, role, company and language; the change and its audit entry (changed fields only) commit together. */
export async function updateAdminUser(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof AdminUserUpdateSchema>): Promise<AdminUserDetail> {
  const { deps, actor, locale } = ctx;
  const existing = await loadUser(deps, data.id);
  await checkReferences(deps, data, locale);
  await assertAdminsRemain(deps, actor, existing, { role: data.role, disabled: existing.disabled }, locale);
  const changes = diffRecords(profileOf(existing), profileOf({ ...data, companyId: data.company_id }));
  if (Object.keys(changes).length === 0) return getAdminUser(ctx, data.id); // nothing changed: nothing logged
  try {
    await withAdminGuard(locale, () =>
      deps.db.batch([
        deps.db
          .update(users)
          .set({ name: data.name, email: data.email, role: data.role, companyId: data.company_id, locale: data.locale, updatedAt: new Date() })
          .where(eq(users.id, data.id)),
        auditInsert(deps, actor, { section: USERS_SECTION, action: 'update', recordId: guardedRecordId(data.id), changes }),
      ]),
    );
  } catch (error) {
    // Another admin took the address between the check and the write: the unique index refused it.
    if (databaseErrorMatches(error, /UNIQUE constraint failed: users\.email/)) {
      throw validationError({ email: [fieldMessage('unique', 'email', locale, { form: ADMIN_USER_FORM_LABELS })] });
    }
    throw error;
  }
  if (changes.name) await reissueTrainingCertificatesForName(deps, data.id);
  return getAdminUser(ctx, data.id);
}
