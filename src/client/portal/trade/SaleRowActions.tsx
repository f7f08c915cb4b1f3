import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { SaleRow } from '../../../shared/portal/sales.types';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { useTRPC } from '../../trpc';
import { LINK_BUTTON } from './format';
import { formatDate } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';

/**
 * A sale's corrections on the list, shown to the senior roles only (the server refuses anyone else with 403): edit
 * opens the sale's form, delete asks first. The caller shows what happened.
 */
export function SaleRowActions({ sale, onEdit, onRemoved, onFailed }: { sale: SaleRow; onEdit(): void; onRemoved(): void; onFailed(message: string): void }) {
  const { t, i18n } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const item = sale.serialNumber || sale.modelCode;
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
      <button type="button" className={`${LINK_BUTTON} px-2 py-2`} onClick={onEdit} aria-label={t('sales.edit.label', { item, customer: sale.customerName })} data-testid="sale-edit-open">
        {t('sales.edit.open')}
      </button>
      <ConfirmModal
        trigger="trash"
        triggerLabel={t('sales.remove.label', { item, customer: sale.customerName })}
        message={t('sales.remove.confirm', { item, customer: sale.customerName, date: formatDate(sale.soldOn, localeOf(i18n.language)) })}
        disabled={remove.isPending}
        onConfirm={() => remove.mutate({ id: sale.id })}
      />
    </span>
  );
}
