import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { INDUSTRIES, PERSON_TITLES } from '../../../shared/enquiries/form-options';
import type { ProfileView } from '../../../shared/profile/profile.types';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { CountrySelect } from './CountrySelect';
import { SelectField, TextAreaField, TextField } from '../../components/form/fields';
import { FormSection } from '../../components/form/FormSection';
import { PROFILE_ORDER, toInput, toValues, type ProfileValues } from './profile-values';
import { SaveBar } from './SaveBar';
import { useServerErrors } from './server-errors';

/**
 * The details form of /account/profile, in SPEC.md section 3's fields: the person, the company, the address and the
 * return address. Checked by the server only (one set of rules); its answer is shown by field. A save renames the
 * account, so the session is reloaded and the header greets the person by the new name.
 */
export function ProfileForm({ view }: { view: ProfileView }) {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const { register, handleSubmit, reset, setFocus, formState } = useForm<ProfileValues>({ defaultValues: toValues(view.profile) });
  const save = useMutation(
    trpc.account.profile.update.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.account.profile.get.queryKey(), saved);
        reset(toValues(saved.profile));
        await refresh();
      },
    }),
  );
  const labels = PROFILE_ORDER.map((name) => [name, t(`fields.${name === 'countryId' ? 'country' : name}`)] as const);
  const { fieldError, summary } = useServerErrors(save.error, labels, setFocus);
  const text = (name: keyof ProfileValues, extra: { required?: boolean; autoComplete?: string; type?: string } = {}) => ({
    label: t(`fields.${name}`),
    error: fieldError(name),
    ...extra,
    ...register(name),
  });

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(toInput(values)))} noValidate className="space-y-6">
      <p className="text-sm text-slate-600">{t('requiredNote')}</p>
      {summary}

      <FormSection title={t('profile.sections.you')}>
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
          <SelectField label={t('fields.title')} autoComplete="honorific-prefix" error={fieldError('title')} {...register('title')}>
            <option value="">{t('fields.noTitle')}</option>
            {PERSON_TITLES.map((title) => (
              <option key={title} value={title}>
                {t(`personTitles.${title}`)}
              </option>
            ))}
          </SelectField>
          <TextField {...text('firstName', { required: true, autoComplete: 'given-name' })} />
          <TextField {...text('lastName', { required: true, autoComplete: 'family-name' })} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <TextField label={t('fields.email')} type="email" value={view.email} readOnly hint={t('profile.emailHint')} />
            <Link href="/account/email" className="mt-1 inline-block text-sm font-semibold text-navy-700 underline">
              {t('profile.changeEmail')}
            </Link>
          </div>
          <TextField {...text('telephone', { type: 'tel', autoComplete: 'tel' })} />
        </div>
      </FormSection>

      <FormSection title={t('profile.sections.company')}>
        <TextField {...text('companyName', { autoComplete: 'organization' })} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text('companyEmail', { type: 'email', autoComplete: 'work email' })} />
          <TextField {...text('companyTelephone', { type: 'tel', autoComplete: 'work tel' })} />
          <TextField {...text('companyVatNumber')} />
          <SelectField label={t('fields.industrySector')} error={fieldError('industrySector')} {...register('industrySector')}>
            <option value="">{t('fields.chooseSector')}</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {t(`industries.${industry}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </FormSection>

      <FormSection title={t('profile.sections.address')}>
        <TextField {...text('address1', { autoComplete: 'address-line1' })} />
        <TextField {...text('address2', { autoComplete: 'address-line2' })} />
        <TextField {...text('address3', { autoComplete: 'address-line3' })} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField {...text('town', { autoComplete: 'address-level2' })} />
          <TextField {...text('county', { autoComplete: 'address-level1' })} />
          <TextField {...text('postcode', { autoComplete: 'postal-code' })} />
        </div>
        <CountrySelect registration={register('countryId')} error={fieldError('countryId')} />
      </FormSection>

      <FormSection title={t('profile.sections.returnAddress')}>
        <TextAreaField label={t('fields.returnAddress')} hint={t('fields.returnAddressHint')} error={fieldError('returnAddress')} {...register('returnAddress')} />
      </FormSection>

      <SaveBar pending={save.isPending} saved={save.isSuccess && !formState.isDirty} label={t('profile.submit')} savedMessage={t('profile.saved')} />
    </form>
  );
}
