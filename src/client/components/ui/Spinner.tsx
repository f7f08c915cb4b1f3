import { useTranslation } from '../../lib/i18n-react';

/** The loading indicator: announced to screen readers, visible only while work is under way. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
      <span className="size-6 animate-spin rounded-full border-4 border-slate-300 border-t-navy-800" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
