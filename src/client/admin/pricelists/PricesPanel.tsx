import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { adminPricesResource } from '../../../shared/trade/collections/admin-prices';
import { PRICE_CSV_COLUMNS, PRICE_IMPORT_MODES } from '../../../shared/trade/pricelist.schema';
import type { ResourceRow } from '../../../shared/collections/types';
import { Alert } from '../../components/ui/Alert';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { SelectField } from '../../components/form/fields';
import { useFormat } from '../../lib/use-format';
import { useTRPC } from '../../trpc';
import { ResourceListPage } from '../generic/ResourceListPage';
import { ImportPanel } from '../../portal/trade/ImportPanel';
import { useImportTexts } from '../../portal/trade/use-import-texts';
import { PriceDialog, priceOfRow, type EditedPrice } from './PriceDialog';
import { ROW_LINK } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';

/**
 * The prices of one price list (the adminPrices collection, its price list fixed by the page): search, tier filter,
 * sortable columns and pages in the address, cards on a phone; add, edit and remove in a dialog, and the CSV import
 * under the list. Above it, the companies the list is given to.
 */
export function PricesPanel({ pricelistId }: { pricelistId: number }) {
  const { t } = useTranslation('admin-pricelists');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const format = useFormat();
  const [editing, setEditing] = useState<EditedPrice | 'new' | null>(null);
  const [mode, setMode] = useState<(typeof PRICE_IMPORT_MODES)[number]>('merge');
  // The list itself (name, currency) is the page's record, read by the form above: the same query, shared.
  const pricelist = useQuery(trpc.admin.resources.pricelists.get.queryOptions({ id: pricelistId }));
  const companies = useQuery(trpc.admin.prices.companies.queryOptions({ pricelistId }));
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.admin.prices.pathKey() });
  const remove = useMutation(trpc.admin.prices.delete.mutationOptions({ onSuccess: () => invalidate() }));
  const importPrices = useMutation(trpc.admin.prices.import.mutationOptions({ onSuccess: (report) => { if (report.written > 0) void invalidate(); } }));
  const importTexts = useImportTexts('admin-pricelists', t('import.title'));
  const currency = typeof pricelist.data?.currency === 'string' ? pricelist.data.currency : 'EUR';

  const cells = {
    modelCode: (row: ResourceRow) => <span className="font-semibold whitespace-nowrap">{String(row.modelCode)}</span>,
    unitPrice: (row: ResourceRow) => <span className="tabular-nums">{format.money(Number(row.unitPrice), currency)}</span>,
  };
  const rowActions = (row: ResourceRow) => {
    const price = priceOfRow(row);
    const names = { model: price.modelCode, tier: t(`tiers.${price.tier}`), quantity: price.minQuantity };
    return (
      <>
        <button type="button" className={ROW_LINK} onClick={() => setEditing(price)} aria-label={t('price.editLabel', names)}>
          {t('price.edit')}
        </button>
        <ConfirmModal
          trigger="trash"
          triggerLabel={t('price.removeLabel', names)}
          message={t('price.removeMessage', names)}
          disabled={remove.isPending}
          onConfirm={() => remove.mutate({ id: price.id })}
        />
      </>
    );
  };
  const heading = () => (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="prices-title" className="text-xl font-bold text-navy-900">
          {t('title')}
        </h2>
        <Button onClick={() => setEditing('new')} data-testid="price-add">
          {t('price.add')}
        </Button>
      </div>
      {companies.data && (
        <p className="text-sm text-slate-600" data-testid="prices-companies">
          {companies.data.length === 0
            ? t('companies.none')
            : t('companies.some', { list: companies.data.map((company) => `${company.name} (${t(`tiers.${company.tier}`)})`).join(', ') })}
        </p>
      )}
      {remove.error && <Alert tone="error">{remove.error.message}</Alert>}
    </div>
  );

  return (
    <section aria-labelledby="prices-title" className="rounded border border-slate-200 bg-white p-5" data-testid="prices-panel">
      <ResourceListPage
        def={adminPricesResource}
        heading={heading}
        cells={cells}
        rowActions={rowActions}
        place={{ fixed: { pricelist: pricelistId } }}
        below={
          <ImportPanel
            texts={importTexts}
            columns={PRICE_CSV_COLUMNS.join(',')}
            pending={importPrices.isPending}
            report={importPrices.data}
            error={importPrices.error?.message ?? ''}
            onImport={(csv) => importPrices.mutate({ pricelistId, csv, mode })}
            testId="prices-import"
          >
            <SelectField label={t('import.mode')} value={mode} onChange={(event) => setMode(PRICE_IMPORT_MODES.find((value) => value === event.target.value) ?? 'merge')}>
              {PRICE_IMPORT_MODES.map((value) => (
                <option key={value} value={value}>
                  {t(`import.modes.${value}`)}
                </option>
              ))}
            </SelectField>
          </ImportPanel>
        }
      />
      {editing && <PriceDialog pricelistId={pricelistId} currency={currency} price={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
