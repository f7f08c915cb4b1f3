import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { COMPANY_NAME_MAX } from '../../../shared/companies/companies.schema';
import type { ApplicationPreview } from '../../../shared/companies/companies.types';
import { PARTNER_TIERS, type PartnerTier } from '../../../shared/partners/enums';
import { ROLE_FAMILIES } from '../../../shared/partners/partner-family';
import type { RoleFamily } from '../../../shared/team/team.schema';
import { DialogForm } from '../../components/form/DialogForm';
import { CheckboxField, SelectField, TextField } from '../../components/form/fields';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { ApprovalSummary, type ApprovalValues } from './ApprovalSummary';

export interface ApprovalFeedback {
  done(message: string): void;
  failed(error: unknown): void;
}

const KNOWN_FIELDS = ['companyName', 'countryId', 'contactName', 'email', 'family', 'tier', 'pricelistId', 'agreementIds'];

/**
 * The approval dialog: the application's company, country and first user, editable; the role family the application
 * proposes, and the tier, price list and agreements the admin chooses (lists from the server); and a summary of what
 * approving will create. The server checks every choice again.
 */
export function ApproveApplicationDialog({
  preview,
  open,
  onOpenChange,
  feedback,
}: {
  preview: ApplicationPreview;
  open: boolean;
  onOpenChange(open: boolean): void;
  feedback: ApprovalFeedback;
}) {
  const { t } = useTranslation(['admin-companies', 'admin-enquiries']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = useQuery({ ...trpc.admin.companies.options.queryOptions(), enabled: open });
  const [values, setValues] = useState<ApprovalValues>({
    companyName: preview.companyName,
    countryId: preview.countryId ? String(preview.countryId) : '',
    contactName: preview.contactName,
    email: preview.email,
    family: preview.proposedFamily,
    tier: 'bronze',
    pricelistId: '',
    agreementIds: [],
  });
  const set = <K extends keyof ApprovalValues>(key: K, value: ApprovalValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const toggleAgreement = (id: number, on: boolean) =>
    set('agreementIds', on ? [...values.agreementIds, id] : values.agreementIds.filter((chosen) => chosen !== id));
  const approve = useMutation(
    trpc.admin.dealerApplications.approve.mutationOptions({
      onSuccess: async () => {
        onOpenChange(false);
        feedback.done(t('approve.done', { company: values.companyName, email: values.email }));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.dealerApplications.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.enquiries.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.companies.pathKey() }),
        ]);
      },
    }),
  );
  const errors = fieldErrorsOf(approve.error);
  const countries = options.data?.countries ?? [];
  const applied = preview.applicationType ? t(`admin-enquiries:values.${preview.applicationType}`, { defaultValue: preview.applicationType }) : '';

  return (
    <DialogForm
      open={open}
      onOpenChange={onOpenChange}
      title={t('approve.title')}
      size="lg"
      className="space-y-5"
      testId="approve-form"
      onSubmit={() =>
        approve.mutate({
          enquiryId: preview.enquiryId,
          companyName: values.companyName,
          countryId: Number(values.countryId) || 0,
          contactName: values.contactName,
          email: values.email,
          family: values.family,
          tier: values.tier,
          pricelistId: Number(values.pricelistId) || 0,
          agreementIds: values.agreementIds,
        })
      }
      error={generalErrorOf(approve.error, { fields: KNOWN_FIELDS })}
      submitLabel={t('approve.confirm')}
      pendingLabel={t('common.saving')}
      pending={approve.isPending}
      submitTestId="approve-confirm"
    >
      <p className="text-slate-700">{t('approve.lead')}</p>
      {preview.dealerMatch && <p className="rounded border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">{t('approve.linksProfile', { name: preview.dealerMatch.name })}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('approve.companyName')} value={values.companyName} maxLength={COMPANY_NAME_MAX} required error={errors.companyName?.[0]} onChange={(event) => set('companyName', event.target.value)} />
        <SelectField label={t('fields.country')} value={values.countryId} required error={errors.countryId?.[0]} onChange={(event) => set('countryId', event.target.value)}>
          <option value="">{t('fields.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className="space-y-4 border-t border-slate-200 pt-4">
        <legend className="pr-2 text-sm font-semibold text-navy-900">{t('approve.partnership')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label={t('approve.family')}
            value={values.family}
            required
            error={errors.family?.[0]}
            hint={applied ? t('approve.familyHint', { type: applied }) : t('approve.familyHintNone')}
            onChange={(event) => set('family', ROLE_FAMILIES.find((family): family is RoleFamily => family === event.target.value) ?? values.family)}
          >
            {ROLE_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {t(`families.${family}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('fields.tier')}
            value={values.tier}
            required
            error={errors.tier?.[0]}
            hint={t('fields.tierHint')}
            onChange={(event) => set('tier', PARTNER_TIERS.find((tier): tier is PartnerTier => tier === event.target.value) ?? values.tier)}
          >
            {PARTNER_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {t(`tiers.${tier}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('fields.pricelistId')} value={values.pricelistId} required error={errors.pricelistId?.[0]} onChange={(event) => set('pricelistId', event.target.value)}>
            <option value="">{t('approve.choosePricelist')}</option>
            {preview.pricelists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name} ({list.currency})
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className="space-y-2" aria-describedby="approve-agreements-hint">
          <legend className="text-sm font-medium text-slate-800">{t('approve.agreements')}</legend>
          <p id="approve-agreements-hint" className="text-sm text-slate-600">
            {t('approve.agreementsHint')}
          </p>
          {preview.agreements.length === 0 && <p className="text-sm text-slate-600">{t('approve.noAgreements')}</p>}
          {preview.agreements.map((agreement) => (
            <CheckboxField
              key={agreement.id}
              label={`${agreement.name} (${agreement.latestVersion === null ? t('approve.agreementUnpublished') : t('approve.agreementVersion', { version: agreement.latestVersion })})`}
              checked={values.agreementIds.includes(agreement.id)}
              onChange={(event) => toggleAgreement(agreement.id, event.target.checked)}
            />
          ))}
          {errors.agreementIds?.[0] && <p className="text-sm text-red-700">{errors.agreementIds[0]}</p>}
        </fieldset>
      </fieldset>

      <fieldset className="space-y-4 border-t border-slate-200 pt-4">
        <legend className="pr-2 text-sm font-semibold text-navy-900">{t('approve.firstUser')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('approve.contactName')} value={values.contactName} maxLength={120} required error={errors.contactName?.[0]} onChange={(event) => set('contactName', event.target.value)} />
          <TextField label={t('approve.email')} type="email" value={values.email} maxLength={254} required error={errors.email?.[0]} onChange={(event) => set('email', event.target.value)} />
        </div>
      </fieldset>

      <ApprovalSummary preview={preview} values={values} countries={countries} />
    </DialogForm>
  );
}
