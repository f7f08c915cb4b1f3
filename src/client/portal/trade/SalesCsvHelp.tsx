import { useTranslation } from '../../lib/i18n-react';
import { SALE_CSV_COLUMNS } from '../../../shared/trade/sales.schema';

/**
 * The sales CSV's format, column by column, beside the import (issue 27): what each column holds, which are required,
 * and that the reference makes an import safe to repeat.
 */
export function SalesCsvHelp() {
  const { t } = useTranslation('portal-trade');
  return (
    <details className="rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="sales-csv-help">
      <summary className="cursor-pointer font-semibold text-navy-900">{t('sales.import.format.title')}</summary>
      <p className="mt-2">{t('sales.import.format.intro')}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {SALE_CSV_COLUMNS.map((column) => (
          <div key={column} className="contents">
            <dt className="font-mono font-semibold">{column}</dt>
            <dd>{t(`sales.import.format.columns.${column}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2">{t('sales.import.format.idempotent')}</p>
      <p className="mt-1">{t('sales.import.format.roundTrip')}</p>
    </details>
  );
}
