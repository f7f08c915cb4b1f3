import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'wouter';
import { FormShell } from '../FormShell';
import { CALIBRATION_PATH } from '../routes';
import { CalibrationForm } from './CalibrationForm';

/** /services/calibration/book: the booking form, and beside it what a calibration includes. */
export function CalibrationBookPage() {
  const { t } = useTranslation('forms');
  return (
    <FormShell routeId="calibrationBook" lead={t('leads.calibrationBook')}>
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CalibrationForm />
        </div>
        <aside className="h-fit rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-navy-900">{t('calibration.includedTitle')}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
            {(['included1', 'included2', 'included3', 'included4', 'included5'] as const).map((key) => (
              <li key={key}>{t(`calibration.${key}`)}</li>
            ))}
          </ul>
          <p className="mt-4">
            <Link href={CALIBRATION_PATH} className="text-sm font-medium text-navy-800 underline underline-offset-2">
              {t('titles.calibration')}
            </Link>
          </p>
        </aside>
      </div>
    </FormShell>
  );
}
