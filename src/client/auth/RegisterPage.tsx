import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { Link } from 'wouter';
import { Alert } from '../components/ui/Alert';
import { ErrorSummary } from '../components/form/ErrorSummary';
import { CheckboxField, TextField } from '../components/form/fields';
import { TaggedText } from '../components/ui/TaggedText';
import { useTRPC } from '../trpc';
import { fieldErrorsOf, httpStatusOf } from '../lib/trpc-errors';
import { AuthCard, AuthCardLink, AuthFormEnd } from './AuthCard';
import { ResendConfirmation } from './ResendConfirmation';
import { NewPasswordFields } from './NewPasswordFields';

interface RegisterForm {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
  dealer_sharing: boolean;
  marketing: boolean;
}

/**
 * Create account: the terms-and-privacy consent is required, dealer sharing and marketing are optional. The answer is
 * the same whether or not the address has an account (docs/decisions/0033), so the page then says only that an e-mail
 * is on its way and what to do with it.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const trpc = useTRPC();
  const { register, handleSubmit, getValues } = useForm<RegisterForm>({
    defaultValues: { name: '', email: '', password: '', password_confirmation: '', terms: false, dealer_sharing: false, marketing: false },
  });
  const create = useMutation(trpc.public.register.mutationOptions());
  const errors = fieldErrorsOf(create.error);
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit((values) => create.mutate(values));

  if (create.isSuccess) return <CheckYourEmail email={getValues('email').trim()} />;
  return (
    <AuthCard title={t('register.title')}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {/* The fields' messages stand under them; the box says there are some, or that there were too many tries. */}
        <ErrorSummary general={httpStatusOf(create.error) === 429 ? t('tooManyAttempts') : hasErrors ? t('register.fixErrors') : null} focusKey={create.error} />
        <TextField label={t('fields.name')} autoComplete="name" error={errors.name?.[0]} {...register('name')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.[0]} {...register('email')} />
        <NewPasswordFields label={t('fields.password')} errors={errors} register={register} />
        <CheckboxField
          label={
            <TaggedText
              text={t('register.terms')}
              tags={{
                terms: <Link href="/legal/terms" className="underline" />,
                privacy: <Link href="/legal/privacy" className="underline" />,
              }}
            />
          }
          error={errors.terms ? t('register.mustAgree') : undefined}
          {...register('terms')}
        />
        <CheckboxField label={t('register.dealerSharing')} {...register('dealer_sharing')} />
        <CheckboxField label={t('register.marketing')} {...register('marketing')} />
        <AuthFormEnd pending={create.isPending} label={t('register.submit')} aside={{ href: '/login', text: t('register.already') }} />
      </form>
    </AuthCard>
  );
}

/** After registering: where the e-mail went, what to do with it, and the link sent again if it does not arrive. */
function CheckYourEmail({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('register.checkTitle')}>
      <div className="space-y-4" data-testid="register-check-email">
        <Alert tone="success">{t('register.checkSent', { email })}</Alert>
        <p className="text-slate-700">{t('register.checkNext')}</p>
        <p className="text-sm text-slate-600">{t('register.checkSpam')}</p>
        <ResendConfirmation email={email} />
        <AuthCardLink href="/login">{t('returnToLogin')}</AuthCardLink>
      </div>
    </AuthCard>
  );
}
