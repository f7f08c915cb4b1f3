import type { UseFormRegisterReturn } from 'react-hook-form';
import { NEW_PASSWORD_MIN_LENGTH } from '../../shared/auth/password-rules';
import { TextField } from '../components/form/fields';
import { useTranslation } from '../lib/i18n-react';
import type { FieldErrors } from '../lib/trpc-errors';

/**
 * A new password (registration, reset, change) and its confirmation, the server's message under each. The rule
 * shows beside the password before it can fail ("At least 8 characters."; issue 30 item 12), from the same figure
 * the server checks.
 */
type Register = (name: 'password' | 'password_confirmation') => UseFormRegisterReturn;

export function NewPasswordFields({ label, errors, register }: { label: string; errors: FieldErrors; register: Register }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordRules', { min: NEW_PASSWORD_MIN_LENGTH })}
        minLength={NEW_PASSWORD_MIN_LENGTH}
        error={errors.password?.[0]}
        {...register('password')}
      />
      <TextField
        label={t('fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.[0]}
        {...register('password_confirmation')}
      />
    </>
  );
}
