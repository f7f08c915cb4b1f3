import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'wouter';
import { useTRPC } from '../../../trpc';
import { Widget } from '../../widgets/Widget';
import { FormShell } from '../FormShell';
import { Part } from '../../../components/ui/Part';
import { PAGE_WIDGETS } from '../../../../shared/content/page-sources';
import { CALIBRATION_BOOK_PATH } from '../routes';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;
const INCLUDED = ['included1', 'included2', 'included3', 'included4', 'included5'] as const;
const BUTTON = 'inline-flex rounded bg-volt-500 px-5 py-2.5 font-semibold text-navy-950 shadow hover:bg-volt-400';

/**
 * /services/calibration: what the calibration service is. Its introduction is the admin's widget
 * `services_calibration` (seeded, and added to databases with content by drizzle/0024), with its Edit link; should an
 * admin delete it, the built-in text of the forms namespace says it, in every language, on the server and in the browser.
 */
export function CalibrationPage() {
  const { t } = useTranslation('forms');
  const trpc = useTRPC();
  const widget = useQuery({ ...trpc.public.content.widget.queryOptions({ name: PAGE_WIDGETS.servicesCalibration }), retry: false, staleTime: 5 * 60_000 });
  return (
    <FormShell routeId="calibration">
      {widget.data ? <Widget name={PAGE_WIDGETS.servicesCalibration} className="-mx-4 mt-6" /> : <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('calibration.intro')}</p>}
      <p className="mt-6">
        <Link href={CALIBRATION_BOOK_PATH} className={BUTTON}>
          {t('calibration.book')}
        </Link>
      </p>
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <Part id="calibration-included" title={t('calibration.includedTitle')} className="">
          <ul className="list-disc space-y-2 pl-5 text-slate-700">
            {INCLUDED.map((key) => (
              <li key={key}>{t(`calibration.${key}`)}</li>
            ))}
          </ul>
        </Part>
        <Part id="calibration-steps" title={t('calibration.stepsTitle')} className="">
          <ol className="list-decimal space-y-2 pl-5 text-slate-700">
            {STEPS.map((key) => (
              <li key={key}>{t(`calibration.${key}`)}</li>
            ))}
          </ol>
        </Part>
      </div>
      <Part id="calibration-interval" title={t('calibration.intervalTitle')} className="mt-10 max-w-3xl">
        <p className="text-slate-700">{t('calibration.interval')}</p>
        <p className="mt-4 flex flex-wrap items-center gap-4">
          <Link href={CALIBRATION_BOOK_PATH} className={BUTTON}>
            {t('calibration.book')}
          </Link>
          <Link href="/products/calibration-verification" className="font-medium text-navy-800 underline underline-offset-2">
            {t('calibration.products')}
          </Link>
        </p>
      </Part>
    </FormShell>
  );
}
