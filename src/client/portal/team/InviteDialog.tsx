import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale, localeOf } from '../../../shared/locales';
import type { CompanyRole } from '../../../shared/team/team.schema';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { DialogFormActions } from '../../components/ui/DialogFormActions';
import { messageOf, PRIMARY } from '../../components/ui/format';

/**
 * "Invite user": name, e-mail, role (only those the reader may give) and the language of the invitation e-mail; an
 * admin also picks the company. The server creates the account and sends the set-password link.
 */
export function InviteDialog({ assignable, chooseCompany, onInvited }: { assignable: readonly CompanyRole[]; chooseCompany: boolean; onInvited(message: string): void }) {
  const { t, i18n } = useTranslation('portal-team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole | ''>(assignable[0] ?? '');
  const [locale, setLocale] = useState<Locale>(localeOf(i18n.language));
  const [companyId, setCompanyId] = useState('');
  const companies = useQuery({ ...trpc.portal.users.companies.queryOptions(), enabled: open && chooseCompany });
  const invite = useMutation(
    trpc.portal.users.invite.mutationOptions({
      onSuccess: async (row) => {
        setOpen(false);
        setName('');
        setEmail('');
        await queryClient.invalidateQueries({ queryKey: trpc.portal.users.list.pathKey() });
        onInvited(t('invite.sent', { email: row.email }));
      },
    }),
  );
  const errors = fieldErrorsOf(invite.error);
  const general = invite.error && Object.keys(errors).length === 0 ? messageOf(invite.error) : undefined;
  return (
    <>
      <button type="button" className={PRIMARY} onClick={() => setOpen(true)} data-testid="invite-open">
        <span aria-hidden="true">+ </span>
        {t('invite.open')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('invite.title')} description={t('invite.lead')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!role) return;
            invite.mutate({ name, email, role, locale, ...(chooseCompany && companyId ? { companyId: Number(companyId) } : {}) });
          }}
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
          {general && (
            <p role="alert" className="text-sm text-red-700">
              {general}
            </p>
          )}
          <DialogFormActions
            onCancel={() => setOpen(false)}
            cancelLabel={t('common.cancel')}
            submitLabel={t('invite.confirm')}
            pendingLabel={t('invite.pending')}
            pending={invite.isPending}
            disabled={!role}
          />
        </form>
      </Dialog>
    </>
  );
}
