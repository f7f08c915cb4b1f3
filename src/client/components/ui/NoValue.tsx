import { useTranslation } from '../../lib/i18n-react';

/**
 * An absent value: a dash to the eye, words to a screen reader (a lone "—" is read as nothing useful). `label` says
 * what is absent where the column alone does not ("No date", "Not calibrated"); otherwise "None".
 */
export function NoValue({ label }: { label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <span className="text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label ?? t('format.none')}</span>
    </span>
  );
}
