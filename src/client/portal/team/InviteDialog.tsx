import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale, localeOf } from '../../../shared/locales';
import type { CompanyRole } from '../../../shared/team/team.schema';
import { DialogForm } from '../../components/form/DialogForm';
import { SelectField, TextField } from '../../components/form/fields';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { Button } from '../../components/ui/Button';

/**
 * "Invite user": name, e-mail, role (only those the reader may give) and the language of the invitation e-mail; an
 * admin also picks the company. The server creates the account and sends the set-password link.
 */
export function InviteDialog({ assignable, chooseCompany, onInvited }: { assignable: readonly CompanyRole[]; chooseCompany: boolean; onInvited(message: string): void }) {
  const { t, i18n } = useTranslation('portal-team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole | ''>(assignable[0] ?? '');
  const [locale, setLocale] = useState<Locale>(localeOf(i18n.language));
  const [companyId, setCompanyId] = useState('');
  const form = useFormDialog(
    trpc.portal.users.invite.mutationOptions({
      onSuccess: async (row) => {
        await queryClient.invalidateQueries({ queryKey: trpc.portal.users.list.pathKey() });
        onInvited(t('invite.sent', { email: row.email }));
      },
    }),
    {
      onOpen: () => {
        setName('');
        setEmail('');
      },
    },
  );
  const companies = useQuery({ ...trpc.portal.users.companies.queryOptions(), enabled: form.dialog.open && chooseCompany });
  const { errors } = form;
  return (
    <>
      <Button onClick={form.show} data-testid="invite-open">
        <span aria-hidden="true">+ </span>
        {t('invite.open')}
      </Button>
      <DialogForm
        {...form.dialog}
        title={t('invite.title')}
        description={t('invite.lead')}
        onSubmit={() => role && form.mutation.mutate({ name, email, role, locale, ...(chooseCompany && companyId ? { companyId: Number(companyId) } : {}) })}
        error={form.general}
        submitLabel={t('invite.confirm')}
        pendingLabel={t('invite.pending')}
        disabled={!role}
      >
        <TextField label={t('invite.name')} value={name} maxLength={120} required autoComplete="off" error={errors.name?.[0]} onChange={(event) => setName(event.target.value)} />
        <TextField label={t('invite.email')} type="email" value={email} maxLength={190} required autoComplete="off" error={errors.email?.[0]} onChange={(event) => setEmail(event.target.value)} />
        <SelectField label={t('invite.role')} value={role} required error={errors.role?.[0]} onChange={(event) => setRole(assignable.find((r) => r === event.target.value) ?? '')}>
          {assignable.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('invite.language')} hint={t('invite.languageHint')} value={locale} onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}>
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        {chooseCompany && (
          <SelectField label={t('invite.company')} value={companyId} required error={errors.companyId?.[0]} onChange={(event) => setCompanyId(event.target.value)}>
            <option value="">{t('invite.chooseCompany')}</option>
            {(companies.data ?? []).map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </SelectField>
        )}
      </DialogForm>
    </>
  );
}
