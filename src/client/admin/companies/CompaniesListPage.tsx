import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useSearchParams } from 'wouter';
import { StackedCell, StackedRow, StackedTable } from '../../account/instruments/stacked-table';
import { Alert } from '../../components/ui/Alert';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { usePageDescription } from '../../lib/usePageDescription';
import { useTRPC } from '../../trpc';
import { EmptyState } from '../serials/ui/DataTable';
import { LINK, Text } from '../serials/ui/format';
import { DisabledBadge, TagList, TierBadge } from './badges';
import { CompanyCreateDialog } from './CompanyCreateDialog';
import { CompanyFilters } from './CompanyFilters';
import { DistributorsHeader } from './DistributorsHeader';
import { hasCompanyFilters, readCompanyList, writeCompanyList, type CompanyListState } from './list-params';
import { companyPath } from './paths';
import { DateText } from '../../components/ui/DateText';
import { useFormat } from '../../lib/use-format';

const COLUMNS = ['name', 'country', 'tier', 'tags', 'users', 'pricelist', 'nextAudit'] as const;

/** /admin/distributors/distributors: the portal's companies, searched, filtered, sorted, 25 a page; a way to add one. */
export function CompaniesListPage() {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  usePageDescription(t('list.description'));
  const [params, setParams] = useSearchParams();
  const state = readCompanyList(params);
  const setState = (next: CompanyListState) => setParams(writeCompanyList(next));
  const list = useQuery({ ...trpc.admin.companies.list.queryOptions(state), placeholderData: keepPreviousData });
  const { number } = useFormat();
  const data = list.data;

  // A page past the last (a shared link to a list that shrank) moves to the last one.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pastEnd = data !== undefined && !list.isPlaceholderData && data.rows.length === 0 && data.total > 0 && state.page > lastPage;
  useEffect(() => {
    if (pastEnd) setParams(writeCompanyList({ ...state, page: lastPage }), { replace: true });
  });

  const label = (column: (typeof COLUMNS)[number]) => t(`list.columns.${column}`);
  return (
    <div className="space-y-5">
      <DistributorsHeader title={t('list.title')} description={t('list.description')} actions={<CompanyCreateDialog />} />
      <CompanyFilters state={state} onChange={setState} />
      <div aria-busy={list.isFetching} className="space-y-4">
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('common.loadFailed')}</Alert>
        ) : data.rows.length === 0 ? (
          <EmptyState>{hasCompanyFilters(state) ? t('list.noMatch') : t('list.empty')}</EmptyState>
        ) : (
          <>
            <StackedTable caption={t('list.caption')} columns={COLUMNS.map(label)} testId="companies-table">
              {data.rows.map((row) => (
                <StackedRow key={row.id} testId="company-row">
                  <StackedCell label={label('name')} primary>
                    <Link href={companyPath(row.id)} className={LINK}>
                      {row.name}
                    </Link>{' '}
                    {row.disabled && <DisabledBadge />}
                  </StackedCell>
                  <StackedCell label={label('country')}>
                    <Text value={row.country} />
                  </StackedCell>
                  <StackedCell label={label('tier')}>
                    <TierBadge tier={row.tier} />
                  </StackedCell>
                  <StackedCell label={label('tags')}>
                    <TagList tags={row} />
                  </StackedCell>
                  <StackedCell label={label('users')}>
                    <span className="tabular">{number(row.users)}</span>
                  </StackedCell>
                  <StackedCell label={label('pricelist')}>
                    <Text value={row.pricelistName} />
                  </StackedCell>
                  <StackedCell label={label('nextAudit')}>
                    <DateText value={row.nextAuditOn} />
                  </StackedCell>
                </StackedRow>
              ))}
            </StackedTable>
            <Pagination page={state.page} total={data.total} perPage={data.pageSize} edgeNavigation label={t('list.pages')} onPageChange={(page) => setState({ ...state, page })} />
          </>
        )}
      </div>
    </div>
  );
}
