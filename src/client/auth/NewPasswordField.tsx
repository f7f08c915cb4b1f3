import type { UseFormRegisterReturn } from 'react-hook-form';
import { NEW_PASSWORD_MIN_LENGTH } from '../../shared/auth/password-rules';
import { TextField } from '../components/form/fields';
import { useTranslation } from '../lib/i18n-react';

/**
 * A new password (registration, reset, change) with its rule shown beside it before it can fail ("At least 8
 * characters."; issue 30 item 12), from the same figure the server checks.
 */
export function NewPasswordField({ label, error, registration }: { label: string; error?: string | undefined; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={t('fields.passwordRules', { min: NEW_PASSWORD_MIN_LENGTH })}
      minLength={NEW_PASSWORD_MIN_LENGTH}
      error={error}
      {...registration}
    />
  );
}
