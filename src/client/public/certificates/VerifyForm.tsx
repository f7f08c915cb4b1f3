import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { SubmitButton, TextField } from '../../components/form/fields';
import { typedCode, verifyPath } from './verify-code';

/** "Verification code": the code printed on the certificate, typed in; it opens that code's verification page. */
export function VerifyForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('instruments');
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | undefined>(undefined);
  // Uncontrolled, read at submit: what was typed before the page hydrated is kept, and without JavaScript the form
  // still works (a GET to /verify?code=…, which the page reads like /verify/{code}).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = typedCode(String(new FormData(event.currentTarget).get('code') ?? ''));
    if (!code) {
      setError(t('verify.form.invalid'));
      return;
    }
    setError(undefined);
    navigate(verifyPath(code));
  };
  return (
    <form onSubmit={submit} action="/verify" method="get" noValidate className="max-w-md space-y-3" data-testid="verify-form">
      <TextField
        label={t('verify.form.label')}
        hint={t('verify.form.hint')}
        error={error}
        name="code"
        defaultValue={initial}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="font-mono tracking-wider uppercase"
      />
      <SubmitButton pending={false}>{t('verify.form.submit')}</SubmitButton>
    </form>
  );
}
