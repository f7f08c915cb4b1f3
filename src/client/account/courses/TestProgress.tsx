import { useTranslation } from '../../lib/i18n-react';

/** "Question 3 of 12" and a progress bar saying the same. */
export function TestProgress({ index, total }: { index: number; total: number }) {
  const { t } = useTranslation('courses');
  const text = t('test.position', { number: index + 1, total });
  return (
    <div>
      <p className="font-semibold text-navy-900" data-testid="test-position">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('test.progress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-navy-800 transition-[width]" style={{ width: `${((index + 1) / Math.max(1, total)) * 100}%` }} />
      </div>
    </div>
  );
}
