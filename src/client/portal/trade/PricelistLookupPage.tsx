import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearchParams } from 'wouter';
import { TRADE_MAX_QUANTITY } from '../../../shared/trade/trade.schema';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/form/fields';
import { Loaded, LoadFailed } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { Breaks } from './Breaks';

import { formatMoney } from '../../../shared/format';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';
import { Button } from '../../components/ui/Button';

/**
 * /portal/pricelist/lookup: a model code (any spelling: case, spaces and dashes do not matter) and a quantity give the
 * unit price of the quantity's break, the line total and all breaks. A code not on the list says so plainly. The
 * question is kept in the address (?model=&quantity=), so a lookup can be shared or opened from the price list.
 */
export default function PricelistLookupPage() {
  const { t, i18n } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const model = (params.get('model') ?? '').slice(0, 40).trim();
  const quantityText = params.get('quantity') ?? '1';
  const quantity = /^\d{1,7}$/.test(quantityText) ? Math.max(1, Math.min(Number(quantityText), TRADE_MAX_QUANTITY)) : 1;
  const [modelInput, setModelInput] = useState(model);
  const [quantityInput, setQuantityInput] = useState(String(quantity));
  const lookup = useQuery({ ...trpc.portal.pricelist.lookup.queryOptions({ modelCode: model, quantity }), enabled: model !== '', retry: false });
  const language = i18n.language;
  const notFound = lookup.isError && httpStatusOf(lookup.error) === 404;

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <SignedInPageHeader face="portal" title={t('lookup.title')} path="/portal/pricelist/lookup" lead={t('lookup.lead')} />
      <form
        className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
        data-testid="lookup-form"
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          if (modelInput.trim()) next.set('model', modelInput.trim());
          const typed = /^\d{1,7}$/.test(quantityInput.trim()) ? Math.max(1, Number(quantityInput)) : 1;
          next.set('quantity', String(typed));
          setParams(next);
        }}
      >
        <TextField label={t('lookup.model')} value={modelInput} onChange={(event) => setModelInput(event.target.value)} maxLength={40} required autoComplete="off" placeholder="VH-15" data-testid="lookup-model" />
        <TextField label={t('lookup.quantity')} type="number" min={1} max={TRADE_MAX_QUANTITY} step={1} value={quantityInput} onChange={(event) => setQuantityInput(event.target.value)} required data-testid="lookup-quantity" />
        <Button type="submit" data-testid="lookup-submit">
          {t('lookup.submit')}
        </Button>
      </form>

      <div aria-live="polite">
        {model === '' ? null : notFound ? (
          <LoadFailed text={lookup.error?.message} testId="lookup-not-found" />
        ) : (
          <Loaded query={lookup}>
            {(result) => (
              <section aria-labelledby="lookup-result-title" className="space-y-4 rounded border border-slate-200 bg-white p-4" data-testid="lookup-result">
                <h2 id="lookup-result-title" className="text-xl font-semibold text-navy-900">
                  {result.modelCode} <span className="font-normal text-slate-700">{result.description}</span>
                </h2>
                <dl className="grid gap-3 sm:grid-cols-3">
                  <div>
                    <dt className="text-sm text-slate-600">{t('lookup.unitPrice', { quantity: formatNumber(result.quantity, localeOf(language)) })}</dt>
                    <dd className="text-2xl font-bold text-navy-900 tabular-nums" data-testid="lookup-unit-price">
                      {formatMoney(result.unitPrice, result.currency, localeOf(language))}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-sm text-slate-600">{t('lookup.break')}</dt>
                    <dd className="text-lg font-semibold text-navy-900">{t('pricelist.from', { quantity: formatNumber(result.appliedMinQuantity, localeOf(language)) })}</dd>
                  </div>
                  <div>
                    <dt className="text-sm text-slate-600">{t('lookup.lineTotal')}</dt>
                    <dd className="text-2xl font-bold text-navy-900 tabular-nums" data-testid="lookup-line-total">
                      {formatMoney(result.lineTotal, result.currency, localeOf(language))}
                    </dd>
                  </div>
                </dl>
                {result.belowLowestBreak && <Alert tone="info">{t('lookup.belowLowest', { quantity: formatNumber(result.appliedMinQuantity, localeOf(language)) })}</Alert>}
                <div>
                  <h3 className="font-semibold text-navy-900">{t('lookup.breaks')}</h3>
                  <div className="mt-2" data-testid="lookup-breaks">
                    <Breaks breaks={result.breaks} currency={result.currency} applied={result.appliedMinQuantity} />
                  </div>
                </div>
              </section>
            )}
          </Loaded>
        )}
      </div>
    </div>
  );
}
