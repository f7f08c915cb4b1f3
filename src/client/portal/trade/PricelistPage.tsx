import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { PriceBreaksSchema, portalPricesResource } from '../../../shared/trade/collections/portal-prices';
import type { ResourceRow } from '../../../shared/collections/types';
import type { PricelistHeader } from '../../../shared/trade/pricelist.types';
import type { PartnerTier } from '../../../shared/partners/enums';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { Alert } from '../../components/ui/Alert';
import { Fact, Facts } from '../../components/ui/Facts';
import { Waiting } from '../../components/ui/Loaded';
import { EmptyState } from '../../components/ui/EmptyState';
import { useTRPC, useTRPCClient } from '../../trpc';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { Breaks } from './Breaks';
import { saveDownload } from './format';
import { formatDate } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';
import { Button } from '../../components/ui/Button';
import { PRIMARY } from '../../components/ui/format';

const PRICE_CELLS = {
  modelCode: (row: ResourceRow) => (
    <Link href={`/portal/pricelist/lookup?model=${encodeURIComponent(String(row.modelCode))}`} className="font-semibold whitespace-nowrap text-navy-800 underline-offset-2 hover:underline">
      {String(row.modelCode)}
    </Link>
  ),
  breaks: (row: ResourceRow) => {
    const breaks = PriceBreaksSchema.safeParse(row.breaks);
    return breaks.success ? <Breaks breaks={breaks.data} currency={String(row.currency)} /> : null;
  },
};

/** Which list, the company's tier, its currency and since when: above the list's models. */
function PricelistFacts({ list, tier }: { list: PricelistHeader; tier: PartnerTier }) {
  const { t, i18n } = useTranslation('portal-trade');
  return (
    <Facts layout="grid" columns={2} className="rounded border border-slate-200 bg-white p-4" testId="pricelist-facts">
      <Fact label={t('pricelist.facts.list')}>{list.name}</Fact>
      <Fact label={t('pricelist.facts.tier')}>
        <span data-testid="pricelist-tier">{t(`tiers.${tier}`)}</span>
      </Fact>
      <Fact label={t('pricelist.facts.currency')}>
        <span data-testid="pricelist-currency">{list.currency}</span>
      </Fact>
      <Fact label={t('pricelist.facts.validFrom')}>{list.validFrom ? formatDate(list.validFrom, localeOf(i18n.language)) : null}</Fact>
    </Facts>
  );
}

/**
 * /portal/pricelist: the company's price list at its tier, in the list's currency (the portalPrices collection: search
 * by model code or description, sortable columns, pages, all in the address; cards on a phone), each model with its
 * quantity breaks and a link to its price lookup, and the whole list as CSV or PDF. Without a list, says so.
 */
export default function PricelistPage() {
  const { t } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const client = useTRPCClient();
  const pricing = useQuery(trpc.portal.pricelist.pricing.queryOptions({}));
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [downloadError, setDownloadError] = useState('');
  const download = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    setDownloadError('');
    try {
      saveDownload(await client.portal.pricelist.download.query({ format }));
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  const list = pricing.data?.pricelist;
  if (!pricing.data || !list) {
    return (
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <SignedInPageHeader face="portal" title={t('pricelist.title')} path="/portal/pricelist" lead={t('pricelist.lead')} />
        {pricing.data ? (
          <EmptyState testId="pricelist-none">
            <p className="font-semibold text-navy-900">{t('pricelist.none.title')}</p>
            <p className="mt-1">{t('pricelist.none.text')}</p>
          </EmptyState>
        ) : (
          <Waiting query={pricing} />
        )}
      </div>
    );
  }
  const actions = (
    <>
      <Link href="/portal/pricelist/lookup" className={PRIMARY}>
        {t('lookup.open')}
      </Link>
      <Button look="outline" onClick={() => void download('csv')} pending={busy === 'csv'} disabled={busy !== null} data-testid="pricelist-csv">
        {t('pricelist.downloadCsv')}
      </Button>
      <Button look="outline" onClick={() => void download('pdf')} pending={busy === 'pdf'} disabled={busy !== null} data-testid="pricelist-pdf">
        {t('pricelist.downloadPdf')}
      </Button>
    </>
  );
  return (
    <ResourceListPage
      def={portalPricesResource}
      actions={actions}
      cells={PRICE_CELLS}
      above={
        <>
          {downloadError && <Alert tone="error">{downloadError}</Alert>}
          <PricelistFacts list={list} tier={pricing.data.tier} />
        </>
      }
    />
  );
}
