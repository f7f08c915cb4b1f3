import { useTranslation } from '../../lib/i18n-react';
import { SubmitButton } from '../../components/form/fields';

/**
 * The submit button with the outcome beside it, where the person is when they press it: the success message is a
 * polite status (announced, focus stays put), shown until the person changes something again; failures are
 * summarised at the top of the form instead.
 */
export function SaveBar({ pending, saved, label, savedMessage }: { pending: boolean; saved: boolean; label: string; savedMessage: string }) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-wrap items-center justify-end gap-4">
      <p role="status" className="text-sm font-medium text-green-800">
        {saved && !pending ? savedMessage : ''}
      </p>
      <SubmitButton pending={pending}>{pending ? t('saving') : label}</SubmitButton>
    </div>
  );
}
