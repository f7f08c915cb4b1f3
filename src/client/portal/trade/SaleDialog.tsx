import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { SALE_EMAIL_MAX, SALE_REFERENCE_MAX } from '../../../shared/trade/sales.schema';
import { salesResource } from '../../../shared/trade/collections/sales';
import type { ResourceRecord } from '../../../shared/collections/types';
import { TRADE_CURRENCIES, formatMinor, parseMoney, type TradeCurrency } from '../../../shared/trade/trade.schema';
import { Dialog } from '../../components/ui/Dialog';
import { DialogFormBody } from '../../components/form/DialogForm';
import { SelectField, TextField } from '../../components/form/fields';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { Loaded } from '../../components/ui/Loaded';
import { FieldFrame } from '../../admin/generic/fields/FieldFrame';
import { SuggestInput } from '../../admin/generic/fields/SuggestInput';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { localIsoDay } from '../../../shared/format/iso-days';

type Kind = 'serial' | 'model';

const currencyOf = (code: string): TradeCurrency => TRADE_CURRENCIES.find((known) => known === code) ?? 'EUR';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Records a sale (portal.sales.record): one of the company's serials (an instrument, quantity 1) or a model code and a
 * quantity. The price is per unit in the chosen currency (the price list's by default). The server refuses a serial
 * that is not the company's as unknown, and one already sold. Given a sale's `id`, the same form corrects it (senior
 * roles, issue 27: portal.sales.correct) with the values the sales collection's `get` reads: the server checks the
 * correction as a new sale, and the serial's sold state and the totals follow. The end customer's e-mail is optional:
 * the account with that address registers the instrument at once (docs/decisions/0030).
 */
export function SaleDialog({ id, currency, onClose, onSaved }: { id: number | null; currency: string; onClose(): void; onSaved?(): void }) {
  const { t } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const sale = useQuery({ ...trpc.portal.sales.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={id === null ? t('sales.record.title') : t('sales.edit.title')} size="lg">
      {id === null ? (
        <SaleForm currency={currency} onClose={onClose} onSaved={onSaved} />
      ) : (
        <Loaded query={sale}>{(data) => <SaleForm sale={data} currency={currency} onClose={onClose} onSaved={onSaved} />}</Loaded>
      )}
    </Dialog>
  );
}

function SaleForm({ sale, currency, onClose, onSaved }: { sale?: ResourceRecord; currency: string; onClose(): void; onSaved?: (() => void) | undefined }) {
  const { t } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const modelId = useId();
  const recordedSerial = text(sale?.serialNumber);
  const [kind, setKind] = useState<Kind>(sale && !recordedSerial ? 'model' : 'serial');
  const [serial, setSerial] = useState(recordedSerial);
  const [modelCode, setModelCode] = useState(sale && !recordedSerial ? text(sale.modelCode) : '');
  const [quantity, setQuantity] = useState(String(sale?.quantity ?? 1));
  const [customerName, setCustomerName] = useState(text(sale?.customerName));
  const [customerEmail, setCustomerEmail] = useState(text(sale?.customerEmail));
  const [soldOn, setSoldOn] = useState(text(sale?.soldOn) || localIsoDay());
  const [price, setPrice] = useState(sale ? formatMinor(Number(sale.unitPrice)) : '');
  const [chosenCurrency, setChosenCurrency] = useState<TradeCurrency>(currencyOf(text(sale?.currency) || currency));
  const [reference, setReference] = useState(text(sale?.reference));
  const [priceError, setPriceError] = useState('');
  const saved = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.portal.sales.pathKey() });
    onSaved?.();
    onClose();
  };
  const record = useMutation(trpc.portal.sales.record.mutationOptions({ onSuccess: saved }));
  const correct = useMutation(trpc.portal.sales.correct.mutationOptions({ onSuccess: saved }));
  const write = sale ? correct : record;
  const errors = fieldErrorsOf(write.error);
  const first = (field: string) => errors[field]?.[0];
  const modelError = first('modelCode');

  return (
    <DialogFormBody
      className="grid gap-4 sm:grid-cols-2"
      testId="sale-form"
      onSubmit={() => {
        const unitPrice = parseMoney(price || '0');
        if (unitPrice === null) {
          setPriceError(t('sales.record.priceInvalid'));
          return;
        }
        setPriceError('');
        const values = {
          ...(kind === 'serial' ? { serial, quantity: 1 } : { modelCode, quantity: Number(quantity) || 0 }),
          customerName,
          customerEmail,
          soldOn,
          unitPrice,
          currency: chosenCurrency,
          reference,
        };
        if (sale) correct.mutate({ id: sale.id, ...values });
        else record.mutate(values);
      }}
      error={generalErrorOf(write.error)}
      onCancel={onClose}
      submitLabel={sale ? t('sales.edit.submit') : t('sales.record.submit')}
      pending={write.isPending}
      submitTestId="sale-submit"
    >
      <div className="sm:col-span-2">
        <ChoiceGroup
          type="radio"
          name="sale-kind"
          legend={t('sales.record.kind')}
          columns="row"
          choices={(['serial', 'model'] as const).map((option) => ({ value: option, label: t(`sales.record.kinds.${option}`) }))}
          value={kind}
          onChange={(option) => setKind(option === 'model' ? 'model' : 'serial')}
        />
      </div>
      {kind === 'serial' ? (
        <TextField label={t('sales.record.serial')} value={serial} onChange={(event) => setSerial(event.target.value)} maxLength={40} required error={first('serial')} data-testid="sale-serial" />
      ) : (
        <>
          {/* The model code box is the collection form's: the catalogue's codes suggested as one types (portal.sales.suggest). */}
          <FieldFrame id={modelId} label={t('sales.record.modelCode')} required error={modelError}>
            <SuggestInput
              def={salesResource}
              field="modelCode"
              id={modelId}
              label={t('sales.record.modelCode')}
              value={modelCode}
              onChange={setModelCode}
              onBlur={() => undefined}
              errorId={modelError ? `${modelId}-error` : undefined}
            />
          </FieldFrame>
          <TextField label={t('sales.record.quantity')} type="number" min={1} step={1} value={quantity} onChange={(event) => setQuantity(event.target.value)} required error={first('quantity')} data-testid="sale-quantity" />
        </>
      )}
      <TextField label={t('sales.record.customer')} value={customerName} onChange={(event) => setCustomerName(event.target.value)} maxLength={200} required error={first('customerName')} data-testid="sale-customer" />
      <TextField
        label={t('sales.record.customerEmail')}
        hint={t('sales.record.customerEmailHint')}
        type="email"
        autoComplete="off"
        value={customerEmail}
        onChange={(event) => setCustomerEmail(event.target.value)}
        maxLength={SALE_EMAIL_MAX}
        error={first('customerEmail')}
        data-testid="sale-customer-email"
      />
      <TextField label={t('sales.record.soldOn')} type="date" value={soldOn} onChange={(event) => setSoldOn(event.target.value)} required error={first('soldOn')} data-testid="sale-date" />
      <TextField label={t('sales.record.unitPrice')} inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} placeholder="1250.00" error={priceError || first('unitPrice')} data-testid="sale-price" />
      <SelectField label={t('sales.record.currency')} value={chosenCurrency} onChange={(event) => setChosenCurrency(currencyOf(event.target.value))}>
        {TRADE_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <TextField label={t('sales.record.reference')} value={reference} onChange={(event) => setReference(event.target.value)} maxLength={SALE_REFERENCE_MAX} error={first('reference')} data-testid="sale-reference" />
    </DialogFormBody>
  );
}
