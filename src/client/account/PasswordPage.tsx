import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { Alert } from '../components/ui/Alert';
import { SubmitButton, TextField } from '../components/form/fields';
import { useTRPC } from '../trpc';
import { fieldErrorsOf } from '../lib/trpc-errors';
import { usePasswordConfirmation } from './usePasswordConfirmation';
import { SignedInPageHeader } from '../components/ui/SignedInPageHeader';
import { NewPasswordFields } from '../auth/NewPasswordFields';

interface PasswordForm {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Update password: current, new and confirmation, behind password confirmation. */
export function PasswordPage() {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const trpc = useTRPC();
  const { register, handleSubmit, reset } = useForm<PasswordForm>({
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const change = useMutation(trpc.account.changePassword.mutationOptions({ onSuccess: () => reset() }));
  const { guard, dialog } = usePasswordConfirmation();
  const errors = fieldErrorsOf(change.error);

  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <SignedInPageHeader face="account" title={t('password.title')} path="/account/password" />
      <form onSubmit={handleSubmit((values) => guard(() => change.mutateAsync(values))())} className="mt-6 space-y-4" noValidate>
        {change.isSuccess && <Alert tone="success">{t('password.updated')}</Alert>}
        <TextField label={ta('fields.currentPassword')} type="password" autoComplete="current-password" error={errors.current_password?.[0]} {...register('current_password')} />
        <NewPasswordFields label={ta('fields.newPassword')} errors={errors} register={register} />
        <div className="flex justify-end">
          <SubmitButton pending={change.isPending}>{t('password.submit')}</SubmitButton>
        </div>
      </form>
      {dialog}
    </section>
  );
}
