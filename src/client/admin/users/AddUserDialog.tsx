import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { COMPANY_ROLES, isRole, ROLES, type Role } from '../../../shared/auth/roles';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale, localeOf } from '../../../shared/locales';
import { DialogForm } from '../../components/form/DialogForm';
import { SelectField, TextField } from '../../components/form/fields';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { Button } from '../../components/ui/Button';
import { useTRPC } from '../../trpc';
import { useInvalidateUsers } from './use-users-cache';

/**
 * "Add user": name, e-mail, role (every role the policy knows: an administrator may grant them all), the company when
 * the role belongs to one, and the language of the account and its invitation. The server creates the account
 * without a password and e-mails the link to set one; field errors show under their fields.
 */
export function AddUserDialog({ onAdded }: { onAdded(message: string): void }) {
  const { t, i18n } = useTranslation(['admin-users', 'admin']);
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('customer');
  const [companyId, setCompanyId] = useState('');
  const [locale, setLocale] = useState<Locale>(localeOf(i18n.language));
  const needsCompany = COMPANY_ROLES.includes(role);
  const form = useFormDialog(
    trpc.admin.users.create.mutationOptions({
      onSuccess: async (user) => {
        await invalidate();
        onAdded(t('add.sent', { name: user.name, email: user.email }));
      },
    }),
    {
      onOpen: () => {
        setName('');
        setEmail('');
        setCompanyId('');
      },
    },
  );
  const companies = useQuery({ ...trpc.admin.users.companies.queryOptions(), enabled: form.dialog.open });
  const { errors } = form;

  return (
    <>
      <Button onClick={form.show} data-testid="add-user">
        <span aria-hidden="true">+ </span>
        {t('add.open')}
      </Button>
      <DialogForm
        {...form.dialog}
        title={t('add.title')}
        description={t('add.lead')}
        onSubmit={() => form.mutation.mutate({ name, email, role, locale, company_id: needsCompany && companyId ? Number(companyId) : null })}
        error={form.general}
        submitLabel={t('add.submit')}
        pendingLabel={t('add.pending')}
      >
        <TextField label={t('user.name')} value={name} maxLength={255} required autoComplete="off" error={errors.name?.[0]} onChange={(event) => setName(event.target.value)} />
        <TextField
          label={t('user.email')}
          type="email"
          value={email}
          maxLength={255}
          required
          autoComplete="off"
          error={errors.email?.[0]}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField label={t('user.role')} value={role} required error={errors.role?.[0]} onChange={(event) => isRole(event.target.value) && setRole(event.target.value)}>
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`admin:roles.${option}`)}
            </option>
          ))}
        </SelectField>
        {needsCompany && (
          <SelectField
            label={t('user.company')}
            hint={t('user.companyHint')}
            value={companyId}
            required
            error={errors.company_id?.[0]}
            onChange={(event) => setCompanyId(event.target.value)}
          >
            <option value="">{t('add.chooseCompany')}</option>
            {(companies.data ?? []).map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t('user.locale')}
          hint={t('add.languageHint')}
          value={locale}
          error={errors.locale?.[0]}
          onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </SelectField>
      </DialogForm>
    </>
  );
}
