import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { END_CUSTOMER_SORTS, EndCustomerListSchema } from '../../../shared/portal/companies.schema';
import { NextDue } from '../../account/instruments/badges';
import { DataCell, DataRow, DataTable, EmptyState } from '../../components/list/DataTable';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { usePageInRange } from '../../components/list/usePageInRange';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { LINK, OUTLINE, Text } from '../../components/ui/format';
import { DistributorsHeader } from './DistributorsHeader';
import { companyPath, endCustomerPath } from './paths';
import { FilterSelect } from '../../components/list/FilterSelect';
import { SearchBox } from '../../components/list/SearchBox';
import { useFormat } from '../../lib/use-format';

const COLUMNS = ['name', 'customerCompany', 'boughtFrom', 'email', 'country', 'instruments', 'soonestDue'] as const;

/**
 * /admin/distributors/customers: the end customers of every partner company (the registered owners of the serials
 * they sold), or of one, searched by name, company or e-mail, by name or soonest calibration due, 25 a page.
 */
export function EndCustomersPage() {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const list$ = useListParams(EndCustomerListSchema);
  const state = list$.value;
  const options = useQuery(trpc.admin.companies.options.queryOptions());
  const list = useQuery({ ...trpc.admin.endCustomers.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const { number } = useFormat();
  const data = list.data;

  usePageInRange(list$, data, list.isPlaceholderData);
  const filtered = list$.filtered;
  const label = (column: (typeof COLUMNS)[number]) => t(`customers.columns.${column}`);

  return (
    <div className="space-y-5">
      <DistributorsHeader title={t('customers.title')} description={t('customers.description')} />
      <form role="search" aria-label={t('customers.filters')} className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
        <SearchBox
          label={t('customers.search')}
          placeholder={t('customers.searchPlaceholder')}
          value={state.q}
          testId="end-customers-search"
          onSearch={(q) => list$.set({ q })}
        />
        <FilterSelect
          label={t('customers.company')}
          value={state.companyId ? String(state.companyId) : ''}
          testId="end-customers-company"
          onChange={(value) => {
            list$.set({ companyId: value ? Number(value) : undefined });
          }}
        >
          <option value="">{t('customers.allCompanies')}</option>
          {(options.data?.companies ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('list.sort')}
          value={state.sort}
          onChange={(value) => {
            const sort = END_CUSTOMER_SORTS.find((item) => item === value);
            if (sort) list$.set({ sort });
          }}
        >
          {END_CUSTOMER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`customers.sorts.${sort}`)}
            </option>
          ))}
        </FilterSelect>
        {filtered && (
          <button type="button" className={OUTLINE} onClick={list$.clear}>
            {t('list.clearFilters')}
          </button>
        )}
      </form>
      <div aria-busy={list.isFetching} className="space-y-4">
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('common.loadFailed')}</Alert>
        ) : data.rows.length === 0 ? (
          <EmptyState>{filtered ? t('customers.noMatch') : t('customers.empty')}</EmptyState>
        ) : (
          <>
            <DataTable caption={t('customers.caption')} columns={COLUMNS.map(label)} testId="end-customers-table">
              {data.rows.map((row) => (
                <DataRow key={row.id} data-testid="end-customer-row">
                  <DataCell label={label('name')} primary>
                    <Link href={endCustomerPath(row.id, state.companyId)} className={LINK}>
                      {row.name}
                    </Link>
                  </DataCell>
                  <DataCell label={label('customerCompany')}>
                    <Text value={row.company} />
                  </DataCell>
                  <DataCell label={label('boughtFrom')}>
                    <ul>
                      {row.companies.map((company) => (
                        <li key={company.id}>
                          <Link href={companyPath(company.id)} className="text-navy-800 underline-offset-2 hover:underline">
                            {company.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </DataCell>
                  <DataCell label={label('email')}>
                    <a href={`mailto:${row.email}`} className="break-all text-navy-800 underline-offset-2 hover:underline">
                      {row.email}
                    </a>
                  </DataCell>
                  <DataCell label={label('country')}>
                    <Text value={row.country} />
                  </DataCell>
                  <DataCell label={label('instruments')}>
                    <span className="tabular">{number(row.instruments)}</span>
                  </DataCell>
                  <DataCell label={label('soonestDue')}>
                    <NextDue instrument={row} />
                  </DataCell>
                </DataRow>
              ))}
            </DataTable>
            <ListPager page={data} list={list$} edgeNavigation label={t('customers.pages')} />
          </>
        )}
      </div>
    </div>
  );
}
