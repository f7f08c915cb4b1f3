import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { STOCK_CSV_COLUMNS } from '../../../shared/trade/stock.schema';
import { stockResource } from '../../../shared/trade/collections/stock';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { Alert } from '../../components/ui/Alert';
import { useTRPC } from '../../trpc';
import { ImportPanel } from './ImportPanel';
import { useImportTexts } from './use-import-texts';

/** "2 models are at or below their low-stock threshold", whatever the list shows. */
function StockLowNotice() {
  const { t } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const low = useQuery(trpc.portal.stock.lowCount.queryOptions({}));
  if (!low.data || low.data.count === 0) return null;
  return (
    <Alert tone="info">
      <span data-testid="stock-low-count">{t('stock.lowCount', { count: low.data.count })}</span>
    </Alert>
  );
}

/** Levels from CSV, all rows or none (portal.stock.import). */
function StockImport() {
  const { t } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const texts = useImportTexts('portal-trade', t('stock.import.title'));
  const importStock = useMutation(
    trpc.portal.stock.import.mutationOptions({
      onSuccess: (report) => {
        if (report.written > 0) void queryClient.invalidateQueries({ queryKey: trpc.portal.stock.pathKey() });
      },
    }),
  );
  return (
    <ImportPanel
      texts={texts}
      columns={STOCK_CSV_COLUMNS.join(',')}
      pending={importStock.isPending}
      report={importStock.data}
      error={importStock.error?.message ?? ''}
      onImport={(csv) => importStock.mutate({ csv })}
      testId="stock-import"
    />
  );
}

/**
 * /portal/stock: the stock collection's generic list and dialogs (search, status filter, sort, add, change, remove),
 * with the count of low levels above it and the CSV import below.
 */
export default function StockPage() {
  return <ResourceListPage def={stockResource} above={<StockLowNotice />} below={<StockImport />} />;
}
