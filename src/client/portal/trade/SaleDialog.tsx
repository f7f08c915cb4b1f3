import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { TRADE_CURRENCIES, parseMoney, type TradeCurrency } from '../../../shared/portal/trade.schema';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { ModelCodeField } from './ModelCodeField';
import { PRIMARY, SECONDARY, todayLocal } from './format';

type Kind = 'serial' | 'model';

/**
 * Records a sale: one of the company's serials (an instrument, quantity 1) or a model code and a quantity. The price
 * is per unit in the chosen currency (the price list's by default). The server refuses a serial that is not the
 * company's as unknown, and one already sold.
 */
export function SaleDialog({ open, onOpenChange, currency }: { open: boolean; onOpenChange(open: boolean): void; currency: string }) {
  const { t } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('serial');
  const [serial, setSerial] = useState('');
  const [modelCode, setModelCode] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [customerName, setCustomerName] = useState('');
  const [soldOn, setSoldOn] = useState(todayLocal());
  const [price, setPrice] = useState('');
  const [chosenCurrency, setChosenCurrency] = useState<TradeCurrency>((TRADE_CURRENCIES as readonly string[]).includes(currency) ? (currency as TradeCurrency) : 'EUR');
  const [reference, setReference] = useState('');
  const [priceError, setPriceError] = useState('');
  const create = useMutation(
    trpc.portal.sales.create.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.portal.sales.pathKey() });
        setSerial('');
        setModelCode('');
        setCustomerName('');
        setPrice('');
        setReference('');
        onOpenChange(false);
      },
    }),
  );
  const errors = fieldErrorsOf(create.error);
  const first = (field: string) => errors[field]?.[0];

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('sales.record.title')} size="lg">
      <form
        className="grid gap-4 sm:grid-cols-2"
        data-testid="sale-form"
        onSubmit={(event) => {
          event.preventDefault();
          const unitPrice = parseMoney(price || '0');
          if (unitPrice === null) {
            setPriceError(t('sales.record.priceInvalid'));
            return;
          }
          setPriceError('');
          create.mutate({
            ...(kind === 'serial' ? { serial, quantity: 1 } : { modelCode, quantity: Number(quantity) || 0 }),
            customerName,
            soldOn,
            unitPrice,
            currency: chosenCurrency,
            reference,
          });
        }}
      >
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">{t('sales.record.kind')}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(['serial', 'model'] as const).map((option) => (
              <label key={option} className="inline-flex items-center gap-2 text-sm">
                <input type="radio" name="sale-kind" value={option} checked={kind === option} onChange={() => setKind(option)} className="accent-navy-800" />
                {t(`sales.record.kinds.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'serial' ? (
          <TextField label={t('sales.record.serial')} value={serial} onChange={(event) => setSerial(event.target.value)} maxLength={40} required error={first('serial')} data-testid="sale-serial" />
        ) : (
          <>
            <ModelCodeField label={t('sales.record.modelCode')} value={modelCode} onChange={setModelCode} required error={first('modelCode')} testId="sale-model" />
            <TextField label={t('sales.record.quantity')} type="number" min={1} step={1} value={quantity} onChange={(event) => setQuantity(event.target.value)} required error={first('quantity')} data-testid="sale-quantity" />
          </>
        )}
        <TextField label={t('sales.record.customer')} value={customerName} onChange={(event) => setCustomerName(event.target.value)} maxLength={200} required error={first('customerName')} data-testid="sale-customer" />
        <TextField label={t('sales.record.soldOn')} type="date" value={soldOn} onChange={(event) => setSoldOn(event.target.value)} required error={first('soldOn')} data-testid="sale-date" />
        <TextField label={t('sales.record.unitPrice')} inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} placeholder="1250.00" error={priceError || first('unitPrice')} data-testid="sale-price" />
        <SelectField label={t('sales.record.currency')} value={chosenCurrency} onChange={(event) => setChosenCurrency(event.target.value as TradeCurrency)}>
          {TRADE_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <TextField label={t('sales.record.reference')} value={reference} onChange={(event) => setReference(event.target.value)} maxLength={100} error={first('reference')} />
        {create.error && Object.keys(errors).length === 0 && (
          <div className="sm:col-span-2">
            <Alert tone="error">{create.error.message}</Alert>
          </div>
        )}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" className={PRIMARY} disabled={create.isPending} aria-busy={create.isPending} data-testid="sale-submit">
            {t('sales.record.submit')}
          </button>
          <button type="button" className={SECONDARY} onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
