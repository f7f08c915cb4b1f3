import { useTranslation } from '../../lib/i18n-react';
import type { PriceBreak } from '../../../shared/trade/pricelist.types';
import { formatMoney } from '../../../shared/format';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/** A model's quantity breaks: "from 1: €1,450.00 · from 3: …", the applied one marked when given. */
export function Breaks({ breaks, currency, applied }: { breaks: readonly PriceBreak[]; currency: string; applied?: number }) {
  const { t, i18n } = useTranslation('portal-trade');
  return (
    <ul className="flex flex-col gap-0.5 max-md:items-end">
      {breaks.map((rate) => (
        <li key={rate.minQuantity} className={`tabular-nums whitespace-nowrap ${rate.minQuantity === applied ? 'font-semibold text-navy-900' : ''}`}>
          {t('pricelist.from', { quantity: formatNumber(rate.minQuantity, localeOf(i18n.language)) })} {formatMoney(rate.unitPrice, currency, localeOf(i18n.language))}
          {rate.minQuantity === applied && <span className="sr-only"> ({t('lookup.applied')})</span>}
        </li>
      ))}
    </ul>
  );
}
