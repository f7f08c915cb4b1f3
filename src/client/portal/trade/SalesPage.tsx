import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { can } from '../../../shared/auth/policy';
import { salesResource } from '../../../shared/trade/collections/sales';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { Alert } from '../../components/ui/Alert';
import { useFormat } from '../../lib/use-format';
import { useSession } from '../../lib/session';
import { useTRPC, useTRPCClient } from '../../trpc';
import { saveDownload } from './format';
import { SaleDialog } from './SaleDialog';
import { SaleRowActions } from './SaleRowActions';
import { SalesImport } from './SalesImport';
import { SALES_KEPT, SalesTotals, useSalesFilter } from './SalesTotals';
import { Button } from '../../components/ui/Button';

type Notice = { tone: 'success' | 'error'; text: string };

/** A sale's amounts are minor units in the sale's own currency (the row reads it with the unit price). */
function Money({ row, field, strong = false }: { row: ResourceRow; field: 'unitPrice' | 'lineTotal'; strong?: boolean }) {
  const format = useFormat();
  return <span className={`tabular-nums ${strong ? 'font-semibold' : ''}`}>{format.money(Number(row[field]), String(row.currency))}</span>;
}

const MONEY_CELLS = {
  unitPrice: (row: ResourceRow) => <Money row={row} field="unitPrice" />,
  lineTotal: (row: ResourceRow) => <Money row={row} field="lineTotal" strong />,
};

/**
 * /portal/sales: the sales collection's list (search by serial, customer or model code, days sold, sort, pages, all in
 * the address; cards on a phone), with the totals of its filter above it and the CSV import below. Recording a sale
 * and downloading the filter as CSV sit beside the heading; the senior roles correct or delete a sale from its row
 * (issue 27).
 */
export default function SalesPage() {
  const { t } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { filter } = useSalesFilter();
  const company = useQuery(trpc.portal.pricelist.pricing.queryOptions({}));
  // null: recording a new sale; a number: correcting that sale.
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  // The server decides (403 for anyone else); the screen offers corrections only to those it will accept them from.
  const corrects = can(useSession().user, 'portal:manage-company');

  const download = async () => {
    setDownloading(true);
    setDownloadError('');
    try {
      saveDownload(await client.portal.sales.exportCsv.query(filter));
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };

  const actions = (
    <>
      <Button
        onClick={() => {
          setNotice(null);
          setDialog({ id: null });
        }}
        data-testid="record-sale"
      >
        {t('sales.record.open')}
      </Button>
      <Button look="outline" onClick={() => void download()} pending={downloading} data-testid="sales-download">
        {t('sales.download')}
      </Button>
    </>
  );
  const above = (
    <>
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
      {notice && (
        <div data-testid="sales-notice">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <SalesTotals />
    </>
  );
  const rowActions = (row: ResourceRow) => (
    <SaleRowActions
      sale={row}
      onEdit={() => {
        setNotice(null);
        setDialog({ id: row.id });
      }}
      onRemoved={() => setNotice({ tone: 'success', text: t('sales.remove.done') })}
      onFailed={(text) => setNotice({ tone: 'error', text })}
    />
  );

  return (
    <>
      <ResourceListPage
        def={salesResource}
        keep={SALES_KEPT}
        actions={actions}
        above={above}
        below={<SalesImport />}
        cells={MONEY_CELLS}
        {...(corrects ? { rowActions } : {})}
      />
      {dialog && (
        <SaleDialog
          key={dialog.id ?? 'new'}
          id={dialog.id}
          currency={company.data?.pricelist?.currency ?? 'EUR'}
          onClose={() => setDialog(null)}
          {...(dialog.id === null ? {} : { onSaved: () => setNotice({ tone: 'success', text: t('sales.edit.done') }) })}
        />
      )}
    </>
  );
}
