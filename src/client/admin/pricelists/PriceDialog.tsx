import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { PARTNER_TIERS, type PartnerTier } from '../../../shared/partners/enums';
import type { ResourceRow } from '../../../shared/collections/types';
import { formatMinor, parseMoney } from '../../../shared/trade/trade.schema';
import { DialogForm } from '../../components/form/DialogForm';
import { SelectField, TextField } from '../../components/form/fields';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';

/** A price as the dialog edits it: a row of the prices collection. */
export interface EditedPrice {
  id: number;
  modelCode: string;
  description: string;
  tier: PartnerTier;
  minQuantity: number;
  /** Minor units of the list's currency. */
  unitPrice: number;
}

/** A row of the prices collection (its values as the list answers them) as the dialog edits it. */
export function priceOfRow(row: ResourceRow): EditedPrice {
  return {
    id: row.id,
    modelCode: String(row.modelCode ?? ''),
    description: String(row.description ?? ''),
    tier: PARTNER_TIERS.find((tier) => tier === row.tier) ?? 'bronze',
    minQuantity: Number(row.minQuantity),
    unitPrice: Number(row.unitPrice),
  };
}

/** Adds a price to a list, or edits one: model code, tier, from which quantity, unit price (in the list's currency). */
export function PriceDialog({ pricelistId, currency, price, onClose }: { pricelistId: number; currency: string; price: EditedPrice | null; onClose(): void }) {
  const { t } = useTranslation('admin-pricelists');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [modelCode, setModelCode] = useState(price?.modelCode ?? '');
  const [description, setDescription] = useState(price?.description ?? '');
  const [tier, setTier] = useState<PartnerTier>(price?.tier ?? 'bronze');
  const [minQuantity, setMinQuantity] = useState(String(price?.minQuantity ?? 1));
  const [unitPrice, setUnitPrice] = useState(price ? formatMinor(price.unitPrice) : '');
  const [priceError, setPriceError] = useState('');
  const done = {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: trpc.admin.prices.pathKey() });
      onClose();
    },
  };
  const create = useMutation(trpc.admin.prices.create.mutationOptions(done));
  const update = useMutation(trpc.admin.prices.update.mutationOptions(done));
  const error = create.error ?? update.error;
  const errors = fieldErrorsOf(error);
  return (
    <DialogForm
      open
      onOpenChange={(open) => !open && onClose()}
      title={price ? t('price.editTitle') : t('price.addTitle')}
      testId="price-form"
      onSubmit={() => {
        const minor = parseMoney(unitPrice);
        if (minor === null) {
          setPriceError(t('price.priceInvalid'));
          return;
        }
        setPriceError('');
        const fields = { modelCode, description, tier, minQuantity: Number(minQuantity) || 0, unitPrice: minor };
        if (price) update.mutate({ id: price.id, ...fields });
        else create.mutate({ pricelistId, ...fields });
      }}
      error={generalErrorOf(error)}
      submitLabel={t('save')}
      pending={create.isPending || update.isPending}
      submitTestId="price-save"
    >
      <TextField label={t('columns.model')} value={modelCode} onChange={(event) => setModelCode(event.target.value)} maxLength={40} required error={errors.modelCode?.[0]} data-testid="price-model" />
      <TextField label={t('columns.description')} value={description} onChange={(event) => setDescription(event.target.value)} maxLength={200} error={errors.description?.[0]} />
      <p className="-mt-2 text-sm text-slate-600">{t('price.descriptionHint')}</p>
      <SelectField label={t('columns.tier')} value={tier} onChange={(event) => setTier(PARTNER_TIERS.find((value) => value === event.target.value) ?? 'bronze')} data-testid="price-tier">
        {PARTNER_TIERS.map((value) => (
          <option key={value} value={value}>
            {t(`tiers.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('columns.minQuantity')} type="number" min={1} step={1} value={minQuantity} onChange={(event) => setMinQuantity(event.target.value)} required error={errors.minQuantity?.[0]} data-testid="price-min" />
      <TextField label={t('price.unitPrice', { currency })} inputMode="decimal" value={unitPrice} onChange={(event) => setUnitPrice(event.target.value)} required placeholder="1250.00" error={priceError || errors.unitPrice?.[0]} data-testid="price-unit" />
    </DialogForm>
  );
}
