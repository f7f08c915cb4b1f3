import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'wouter';
import { FINDER_PATH } from '../../../../shared/dealers/dealer-kinds';
import { FormShell } from '../FormShell';
import { DealerApplyForm } from './DealerApplyForm';

/** /distributors/apply: the application form, beside it what a partner gets and the way to the dealer finder. */
export function DealerApplyPage() {
  const { t } = useTranslation('forms');
  return (
    <FormShell routeId="distributorApply" lead={t('leads.distributorApply')}>
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DealerApplyForm />
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="apply-benefits" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="apply-benefits" className="text-lg font-semibold text-navy-900">
              {t('apply.benefits')}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {(['benefit1', 'benefit2', 'benefit3'] as const).map((key) => (
                <li key={key}>{t(`apply.${key}`)}</li>
              ))}
            </ul>
          </section>
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-5 text-slate-700">
            {t('apply.existing')}{' '}
            <Link href={FINDER_PATH} className="font-medium text-navy-800 underline underline-offset-2">
              {t('crumbs.distributors')}
            </Link>
          </p>
        </aside>
      </div>
    </FormShell>
  );
}
