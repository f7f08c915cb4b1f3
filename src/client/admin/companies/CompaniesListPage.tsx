import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { DataCell, DataRow, DataTable, EmptyState } from '../../components/list/DataTable';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { LINK, Text } from '../../components/ui/format';
import { DisabledBadge, TagList, TierBadge } from './badges';
import { CompanyCreateDialog } from './CompanyCreateDialog';
import { CompanyFilters } from './CompanyFilters';
import { DistributorsHeader } from './DistributorsHeader';
import { companyPath } from './paths';
import { DateText } from '../../components/ui/DateText';
import { useFormat } from '../../lib/use-format';
import { AdminCompanyListSchema } from '../../../shared/portal/companies.schema';
import { usePageInRange } from '../../components/list/usePageInRange';
import { useListParams } from '../../components/list/useListParams';
import { ListPager } from '../../components/list/ListPager';

const COLUMNS = ['name', 'country', 'tier', 'tags', 'users', 'pricelist', 'nextAudit'] as const;

/** /admin/distributors/distributors: the portal's companies, searched, filtered, sorted, 25 a page; a way to add one. */
export function CompaniesListPage() {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const list$ = useListParams(AdminCompanyListSchema);
  const list = useQuery({ ...trpc.admin.companies.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const { number } = useFormat();
  const data = list.data;

  // A page past the last (a shared link to a list that shrank) moves to the last one.
  usePageInRange(list$, data, list.isPlaceholderData);

  const label = (column: (typeof COLUMNS)[number]) => t(`list.columns.${column}`);
  return (
    <div className="space-y-5">
      <DistributorsHeader title={t('list.title')} description={t('list.description')} actions={<CompanyCreateDialog />} />
      <CompanyFilters list={list$} />
      <div aria-busy={list.isFetching} className="space-y-4">
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('common.loadFailed')}</Alert>
        ) : data.rows.length === 0 ? (
          <EmptyState>{list$.filtered ? t('list.noMatch') : t('list.empty')}</EmptyState>
        ) : (
          <>
            <DataTable caption={t('list.caption')} columns={COLUMNS.map(label)} testId="companies-table">
              {data.rows.map((row) => (
                <DataRow key={row.id} data-testid="company-row">
                  <DataCell label={label('name')} primary>
                    <Link href={companyPath(row.id)} className={LINK}>
                      {row.name}
                    </Link>{' '}
                    {row.disabled && <DisabledBadge />}
                  </DataCell>
                  <DataCell label={label('country')}>
                    <Text value={row.country} />
                  </DataCell>
                  <DataCell label={label('tier')}>
                    <TierBadge tier={row.tier} />
                  </DataCell>
                  <DataCell label={label('tags')}>
                    <TagList tags={row} />
                  </DataCell>
                  <DataCell label={label('users')}>
                    <span className="tabular">{number(row.users)}</span>
                  </DataCell>
                  <DataCell label={label('pricelist')}>
                    <Text value={row.pricelistName} />
                  </DataCell>
                  <DataCell label={label('nextAudit')}>
                    <DateText value={row.nextAuditOn} />
                  </DataCell>
                </DataRow>
              ))}
            </DataTable>
            <ListPager page={data} list={list$} edgeNavigation label={t('list.pages')} />
          </>
        )}
      </div>
    </div>
  );
}
