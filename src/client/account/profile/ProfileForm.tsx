import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { INDUSTRIES } from '../../../shared/enquiries/form-options';
import type { ProfileView } from '../../../shared/profile/profile.types';
import { useSession } from '../../lib/session';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { useTRPC } from '../../trpc';
import { CountrySelect } from '../../components/form/CountrySelect';
import { SelectField, TextAreaField, TextField } from '../../components/form/fields';
import { Panel } from '../../components/ui/Panel';
import { PersonNameFields } from '../../components/form/PersonNameFields';
import { PROFILE_ORDER, toInput, toValues, type ProfileValues } from './profile-values';
import { SaveBar } from './SaveBar';
import { SaveErrors } from './SaveErrors';

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
  const errors = fieldErrorsOf(save.error);
  const fieldError = (name: keyof ProfileValues) => errors[name]?.[0];
  const bind = (name: keyof ProfileValues) => ({ error: fieldError(name), ...register(name) });
  const text = (name: keyof ProfileValues, extra: { required?: boolean; autoComplete?: string; type?: string } = {}) => ({
    label: t(`fields.${name}`),
    ...extra,
    ...bind(name),
  });

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(toInput(values)))} noValidate className="space-y-6">
      <p className="text-sm text-slate-600">{t('requiredNote')}</p>
      <SaveErrors error={save.error} errors={errors} labels={labels} onPick={setFocus} />

      <Panel title={t('profile.sections.you')}>
        <PersonNameFields ns="profile" marks="required" bind={bind} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <TextField label={t('fields.email')} type="email" value={view.email} readOnly hint={t('profile.emailHint')} />
            <Link href="/account/email" className="mt-1 inline-block text-sm font-semibold text-navy-700 underline">
              {t('profile.changeEmail')}
            </Link>
          </div>
          <TextField {...text('telephone', { type: 'tel', autoComplete: 'tel' })} />
        </div>
      </Panel>

      <Panel title={t('profile.sections.company')}>
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
      </Panel>

      <Panel title={t('profile.sections.address')}>
        <TextField {...text('address1', { autoComplete: 'address-line1' })} />
        <TextField {...text('address2', { autoComplete: 'address-line2' })} />
        <TextField {...text('address3', { autoComplete: 'address-line3' })} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField {...text('town', { autoComplete: 'address-level2' })} />
          <TextField {...text('county', { autoComplete: 'address-level1' })} />
          <TextField {...text('postcode', { autoComplete: 'postal-code' })} />
        </div>
        <CountrySelect
          label={t('fields.country')}
          texts={{ choose: t('fields.chooseCountry'), loadFailed: t('fields.countriesFailed') }}
          registration={register('countryId')}
          error={fieldError('countryId')}
        />
      </Panel>

      <Panel title={t('profile.sections.returnAddress')}>
        <TextAreaField label={t('fields.returnAddress')} hint={t('fields.returnAddressHint')} error={fieldError('returnAddress')} {...register('returnAddress')} />
      </Panel>

      <SaveBar pending={save.isPending} saved={save.isSuccess && !formState.isDirty} label={t('profile.submit')} savedMessage={t('profile.saved')} />
    </form>
  );
}
