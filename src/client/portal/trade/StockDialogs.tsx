import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { StockRow } from '../../../shared/portal/stock.types';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/Field';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { ModelCodeField } from './ModelCodeField';
import { PRIMARY, SECONDARY } from './format';

const whole = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text) : -1);

/** Changes a level's quantity and low-stock threshold. */
export function StockEditDialog({ level, onClose }: { level: StockRow; onClose(): void }) {
  const { t } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState(String(level.quantity));
  const [threshold, setThreshold] = useState(String(level.threshold));
  const update = useMutation(
    trpc.portal.stock.update.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.portal.stock.pathKey() });
        onClose();
      },
    }),
  );
  const remove = useMutation(
    trpc.portal.stock.remove.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.portal.stock.pathKey() });
        onClose();
      },
    }),
  );
  const errors = fieldErrorsOf(update.error);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('stock.edit.title', { model: level.modelCode })}>
      <form
        className="space-y-4"
        data-testid="stock-edit"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ id: level.id, quantity: whole(quantity), threshold: whole(threshold) });
        }}
      >
        <TextField label={t('stock.columns.quantity')} type="number" min={0} step={1} value={quantity} onChange={(event) => setQuantity(event.target.value)} required error={errors.quantity?.[0]} data-testid="stock-quantity" />
        <TextField label={t('stock.columns.threshold')} type="number" min={0} step={1} value={threshold} onChange={(event) => setThreshold(event.target.value)} required error={errors.threshold?.[0]} data-testid="stock-threshold" />
        <p className="text-sm text-slate-600">{t('stock.edit.thresholdHint')}</p>
        {(update.error && Object.keys(errors).length === 0) || remove.error ? <Alert tone="error">{(update.error ?? remove.error)?.message}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={PRIMARY} disabled={update.isPending} aria-busy={update.isPending} data-testid="stock-save">
            {t('save')}
          </button>
          <button type="button" className={SECONDARY} onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="button" className={`${SECONDARY} ml-auto text-red-700`} disabled={remove.isPending} onClick={() => remove.mutate({ id: level.id })}>
            {t('stock.edit.remove')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Adds a model code of the catalogue to the company's stock. */
export function StockAddDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [modelCode, setModelCode] = useState('');
  const [quantity, setQuantity] = useState('0');
  const [threshold, setThreshold] = useState('0');
  const add = useMutation(
    trpc.portal.stock.add.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.portal.stock.pathKey() });
        onClose();
      },
    }),
  );
  const errors = fieldErrorsOf(add.error);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('stock.add.title')}>
      <form
        className="space-y-4"
        data-testid="stock-add"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ modelCode, quantity: whole(quantity), threshold: whole(threshold) });
        }}
      >
        <ModelCodeField label={t('stock.columns.model')} value={modelCode} onChange={setModelCode} required error={errors.modelCode?.[0]} testId="stock-add-model" />
        <TextField label={t('stock.columns.quantity')} type="number" min={0} step={1} value={quantity} onChange={(event) => setQuantity(event.target.value)} required error={errors.quantity?.[0]} />
        <TextField label={t('stock.columns.threshold')} type="number" min={0} step={1} value={threshold} onChange={(event) => setThreshold(event.target.value)} required error={errors.threshold?.[0]} />
        {add.error && Object.keys(errors).length === 0 && <Alert tone="error">{add.error.message}</Alert>}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={PRIMARY} disabled={add.isPending} aria-busy={add.isPending} data-testid="stock-add-submit">
            {t('stock.add.submit')}
          </button>
          <button type="button" className={SECONDARY} onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
