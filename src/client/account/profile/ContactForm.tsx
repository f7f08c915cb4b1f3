import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import type { ContactPreferences } from '../../../shared/profile/profile.schema';
import { useTRPC } from '../../trpc';
import { CheckboxField } from '../../components/form/fields';
import { Panel } from '../../components/ui/Panel';
import { SaveBar } from './SaveBar';
import { SaveErrors } from './SaveErrors';

const ORDER = ['contactByEmail', 'contactByPhone', 'contactByPost', 'pleaseCall', 'serviceReminders', 'dealerSharing', 'marketing'] as const satisfies ReadonlyArray<keyof ContactPreferences>;

/**
 * The preferences of /account/contact: how we may contact the person, a call-back, calibration reminders, and the two
 * optional consents of SPEC.md section 3 in the registration form's words. Unticking a consent withdraws it; the
 * server logs each change, and the saved answer (with the history) replaces the page's copy.
 */
export function ContactForm({ preferences }: { preferences: ContactPreferences }) {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { register, handleSubmit, reset, setFocus, formState } = useForm<ContactPreferences>({ defaultValues: preferences });
  const save = useMutation(
    trpc.account.profile.updateContact.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.account.profile.contact.queryKey(), saved);
        reset(saved.preferences);
      },
    }),
  );
  const labels = ORDER.map((name) => [name, t(`contact.fields.${name}`)] as const);
  const errors = fieldErrorsOf(save.error);
  const box = (name: keyof ContactPreferences, hint?: string) => ({
    label: t(`contact.${name}`),
    hint,
    error: errors[name]?.[0],
    ...register(name),
  });

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate className="space-y-6">
      <SaveErrors error={save.error} errors={errors} labels={labels} onPick={setFocus} />
      <Panel title={t('contact.how')} hint={t('contact.howHint')}>
        <CheckboxField {...box('contactByEmail')} />
        <CheckboxField {...box('contactByPhone')} />
        <CheckboxField {...box('contactByPost')} />
        <CheckboxField {...box('pleaseCall', t('contact.pleaseCallHint'))} />
      </Panel>
      <Panel title={t('contact.reminders')}>
        <CheckboxField {...box('serviceReminders')} />
      </Panel>
      <Panel title={t('contact.consents')} hint={t('contact.consentsHint')}>
        <CheckboxField {...box('dealerSharing')} />
        <CheckboxField {...box('marketing')} />
      </Panel>
      <SaveBar pending={save.isPending} saved={save.isSuccess && !formState.isDirty} label={t('contact.submit')} savedMessage={t('contact.saved')} />
    </form>
  );
}
