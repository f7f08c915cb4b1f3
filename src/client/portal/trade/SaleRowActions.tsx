import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { ResourceRow } from '../../../shared/collections/types';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { useFormat } from '../../lib/use-format';
import { useTRPC } from '../../trpc';
import { ROW_LINK } from '../../components/ui/format';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A sale's corrections in its row of the list, shown to the senior roles only (the server refuses anyone else with
 * 403): edit opens the sale's form, delete asks first (portal.sales.remove). The caller shows what happened.
 */
export function SaleRowActions({ sale, onEdit, onRemoved, onFailed }: { sale: ResourceRow; onEdit(): void; onRemoved(): void; onFailed(message: string): void }) {
  const { t } = useTranslation('portal-trade');
  const format = useFormat();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const item = text(sale.serialNumber) || text(sale.modelCode);
  const customer = text(sale.customerName);
  const remove = useMutation(
    trpc.portal.sales.remove.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.portal.sales.pathKey() });
        onRemoved();
      },
      onError: (error) => onFailed(error.message),
    }),
  );
  return (
    <span className="flex items-center gap-1 whitespace-nowrap" data-testid="sale-actions">
      <button type="button" className={`${ROW_LINK} px-2 py-2`} onClick={onEdit} aria-label={t('sales.edit.label', { item, customer })} data-testid="sale-edit-open">
        {t('sales.edit.open')}
      </button>
      <ConfirmModal
        trigger="trash"
        triggerLabel={t('sales.remove.label', { item, customer })}
        message={t('sales.remove.confirm', { item, customer, date: format.date(text(sale.soldOn)) })}
        disabled={remove.isPending}
        onConfirm={() => remove.mutate({ id: sale.id })}
      />
    </span>
  );
}
