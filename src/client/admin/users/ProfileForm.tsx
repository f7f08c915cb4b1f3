import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { COMPANY_ROLES, isRole, ROLES, type Role } from '../../../shared/auth/roles';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '../../../shared/locales';
import type { AdminUserDetail, CompanyOption } from '../../../shared/users/admin-users.schema';
import { SelectField, TextField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';
import type { FieldErrors } from '../../lib/trpc-errors';

export interface ProfileDraft {
  name: string;
  email: string;
  role: Role;
  company_id: number | null;
  locale: Locale;
}

const draftOf = (user: AdminUserDetail): ProfileDraft => ({
  name: user.name,
  email: user.email,
  role: user.role,
  company_id: user.company_id,
  locale: user.locale,
});

/**
 * Name, e-mail, role, company and language. The server's message for each field shows under it. The admin's own
 * role is locked here (the server refuses the change too), with the reason next to it.
 */
export function ProfileForm({
  user,
  companies,
  errors,
  pending,
  onSubmit,
}: {
  user: AdminUserDetail;
  companies: CompanyOption[];
  errors: FieldErrors;
  pending: boolean;
  onSubmit(draft: ProfileDraft): void;
}) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const [draft, setDraft] = useState(() => draftOf(user));
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const ownAdminRole = user.is_self && user.role === 'admin';
  const needsCompany = COMPANY_ROLES.includes(draft.role);

  return (
    <form
      noValidate
      aria-labelledby="profile-heading"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(draft);
      }}
    >
      <TextField
        label={t('user.name')}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name?.[0]}
        autoComplete="off"
        maxLength={255}
      />
      <TextField
        label={t('user.email')}
        type="email"
        value={draft.email}
        onChange={(event) => set('email', event.target.value)}
        error={errors.email?.[0]}
        autoComplete="off"
        maxLength={255}
      />
      <SelectField
        label={t('user.role')}
        value={draft.role}
        onChange={(event) => isRole(event.target.value) && set('role', event.target.value)}
        error={errors.role?.[0]}
        disabled={ownAdminRole}
        hint={ownAdminRole ? t('user.ownRoleHint') : undefined}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`admin:roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('user.company')}
        value={draft.company_id === null ? '' : String(draft.company_id)}
        onChange={(event) => set('company_id', event.target.value === '' ? null : Number(event.target.value))}
        error={errors.company_id?.[0]}
        hint={needsCompany ? t('user.companyHint') : undefined}
      >
        <option value="">{t('user.noCompany')}</option>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('user.locale')}
        value={draft.locale}
        onChange={(event) => isLocale(event.target.value) && set('locale', event.target.value)}
        error={errors.locale?.[0]}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end justify-end sm:col-span-2">
        <Button type="submit" pending={pending}>{t('user.save')}</Button>
      </div>
    </form>
  );
}
