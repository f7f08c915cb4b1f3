import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react';
import { Alert } from '../../../components/ui/Alert';
import { Dialog } from '../../../components/ui/Dialog';
import { CheckboxField, SubmitButton, TextField } from '../../../components/form/fields';
import { useTRPC } from '../../../trpc';
import { fieldErrorsOf, httpStatusOf } from '../../../lib/trpc-errors';
import { newsletterFieldErrors, splitLinkText } from './newsletter-messages';

interface SignupForm {
  name: string;
  email: string;
  privacy: boolean;
}

/**
 * The sign-up dialog (loaded with its own chunk on first open). The server validates (SPEC.md section 5): an error on
 * name or e-mail shows 'invalid' under that field, a missing privacy agreement 'agree'. On success the dialog closes
 * and the server's answer is shown by the caller. Closing keeps what was typed, only the errors go.
 */
export default function NewsletterDialog({
  open,
  onOpenChange,
  onSubscribed,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSubscribed(message: string): void;
}) {
  const { t } = useTranslation('newsletter');
  const trpc = useTRPC();
  const signup = useMutation(trpc.public.content.newsletterSignup.mutationOptions());
  const { register, handleSubmit, reset } = useForm<SignupForm>({ defaultValues: { name: '', email: '', privacy: false } });
  const privacyErrorId = useId();

  const status = httpStatusOf(signup.error);
  const errors = newsletterFieldErrors(fieldErrorsOf(signup.error));
  const general = signup.error && status !== 422 ? t(status === 429 ? 'errors.tooMany' : 'errors.failed') : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await signup.mutateAsync(values);
      reset();
      signup.reset();
      onOpenChange(false);
      onSubscribed(result.message);
    } catch {
      // shown from signup.error
    }
  });

  const change = (next: boolean) => {
    if (!next) signup.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change} title={t('title')} description={t('intro')}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {general && <Alert tone="error">{general}</Alert>}
        <TextField
          label={t('name')}
          autoComplete="name"
          error={errors.name && t(errors.name)}
          {...register('name')}
        />
        <TextField label={t('email')} type="email" autoComplete="email" error={errors.email && t(errors.email)} {...register('email')} />
        <div>
          <CheckboxField
            label={<PrivacyLabel text={t('privacy')} newTab={t('newTab')} />}
            aria-describedby={errors.privacy ? privacyErrorId : undefined}
            aria-invalid={errors.privacy ? true : undefined}
            {...register('privacy')}
          />
          {errors.privacy && (
            <p id={privacyErrorId} className="mt-1 text-sm text-red-700">
              {t(errors.privacy)}
            </p>
          )}
        </div>
        <SubmitButton pending={signup.isPending}>{t('submit')}</SubmitButton>
      </form>
    </Dialog>
  );
}

/** "I agree to the <link>privacy policy</link>": the policy opens beside the form, so nothing typed is lost. */
function PrivacyLabel({ text, newTab }: { text: string; newTab: string }) {
  const { before, link, after } = splitLinkText(text);
  return (
    <>
      {before}
      <a href="/legal/privacy" target="_blank" rel="noopener" className="font-semibold text-navy-700 underline">
        {link}
        <span className="sr-only"> {newTab}</span>
      </a>
      {after}
    </>
  );
}
