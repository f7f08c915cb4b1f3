import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { SALE_CSV_COLUMNS } from '../../../shared/trade/sales.schema';
import { useTRPC } from '../../trpc';
import { ImportPanel } from './ImportPanel';
import { SalesCsvHelp } from './SalesCsvHelp';
import { useImportTexts } from './use-import-texts';

/** Sales from CSV (portal.sales.import): all rows or none; rows whose reference is recorded are skipped and listed. */
export function SalesImport() {
  const { t } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const importSales = useMutation(
    trpc.portal.sales.import.mutationOptions({
      onSuccess: (report) => {
        if (report.written > 0) void queryClient.invalidateQueries({ queryKey: trpc.portal.sales.pathKey() });
      },
    }),
  );
  const texts = {
    ...useImportTexts('portal-trade', t('sales.import.title')),
    skipped: (count: number) => t('sales.import.skipped', { count }),
    reference: t('sales.import.reference'),
  };
  return (
    <ImportPanel
      texts={texts}
      columns={SALE_CSV_COLUMNS.join(',')}
      pending={importSales.isPending}
      report={importSales.data}
      error={importSales.error?.message ?? ''}
      onImport={(csv) => importSales.mutate({ csv })}
      testId="sales-import"
    >
      <SalesCsvHelp />
    </ImportPanel>
  );
}
