import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { EMAIL_CHANGE_HOURS, type ChangeEmail } from '../../../shared/privacy/privacy.schema';
import { Alert } from '../../components/ui/Alert';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { SubmitButton, TextField } from '../../components/form/fields';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { PageFrame } from '../profile/PageFrame';

/**
 * /account/email: the new address and the current password; a link goes to the new address, which changes only when
 * it is opened (docs/decisions/0043). The answer is the same whether or not another account uses the address.
 */
export default function EmailPage() {
  const { t } = useTranslation('account-privacy');
  const { t: tp } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const trpc = useTRPC();
  const { user } = useSession();
  const { register, handleSubmit, reset } = useForm<ChangeEmail>({ defaultValues: { new_email: '', current_password: '' } });
  const change = useMutation(trpc.account.privacy.changeEmail.mutationOptions({ onSuccess: () => reset() }));
  const errors = fieldErrorsOf(change.error);
  const tooMany = httpStatusOf(change.error) === 429;

  return (
    <PageFrame title={t('email.title')} path="/account/email" lead={t('email.lead')}>
      <form onSubmit={handleSubmit((values) => change.mutate(values))} className="max-w-lg space-y-4" noValidate>
        {change.isSuccess && <Alert tone="success">{t('email.sent', { email: change.data.email, hours: EMAIL_CHANGE_HOURS })}</Alert>}
        <ErrorSummary general={tooMany ? t('email.tooMany') : null} focusKey={change.error} />
        {user && <TextField label={t('email.current')} type="email" value={user.email} readOnly />}
        <TextField label={tp('profile.newEmail')} type="email" autoComplete="email" error={errors.new_email?.[0]} {...register('new_email')} />
        <TextField
          label={ta('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.[0]}
          {...register('current_password')}
        />
        <p className="text-sm text-slate-600">{t('email.oldNotice')}</p>
        <div className="flex justify-end">
          <SubmitButton pending={change.isPending}>{t('email.submit')}</SubmitButton>
        </div>
      </form>
    </PageFrame>
  );
}
