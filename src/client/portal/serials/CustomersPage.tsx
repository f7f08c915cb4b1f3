import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearchParams } from 'wouter';
import { CUSTOMER_SORTS } from '../../../shared/portal/serials.schema';
import { Alert } from '../../components/ui/Alert';
import { Pagination } from '../../components/ui/Pagination';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { CustomerTable } from './CustomerTable';
import { customerListInput, readCustomerList, writeCustomerList, type CustomerListState } from './list-params';
import { CUSTOMERS_PATH } from './paths';
import { EmptyList, PortalPageHead } from './PortalPageHead';
import { SearchField } from './SearchField';

/**
 * /portal/customers: the company's end customers (the registered owners of the serials it sold), searched by name,
 * company or e-mail, by name or soonest calibration due, 25 a page.
 */
export default function CustomersPage() {
  const { t } = useTranslation('portal-serials');
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const state = readCustomerList(params);
  const setState = (next: CustomerListState) => setParams(writeCustomerList(next));
  const list = useQuery({ ...trpc.portal.customers.list.queryOptions(customerListInput(state)), placeholderData: keepPreviousData });
  const data = list.data;

  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pastEnd = data !== undefined && !list.isPlaceholderData && data.rows.length === 0 && data.total > 0 && state.page > lastPage;
  useEffect(() => {
    if (pastEnd) setParams(writeCustomerList({ ...state, page: lastPage }), { replace: true });
  });
  const clear = () => setState({ q: '', sort: state.sort, page: 1 });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PortalPageHead trail={[{ name: t('customers.title'), path: CUSTOMERS_PATH }]} title={t('customers.title')} lead={t('customers.lead')} />

      <form
        role="search"
        aria-label={t('filters.label')}
        className="mt-8 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchField
          label={t('filters.searchCustomers')}
          placeholder={t('filters.customersPlaceholder')}
          value={state.q}
          onSearch={(q) => setState({ ...state, q, page: 1 })}
          testId="customers-search"
        />
        <SelectField
          label={t('filters.sort')}
          value={state.sort}
          data-testid="sort"
          onChange={(event) => {
            const value = CUSTOMER_SORTS.find((sort) => sort === event.target.value);
            if (value) setState({ ...state, sort: value, page: 1 });
          }}
        >
          {CUSTOMER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          disabled={!state.q}
          onClick={clear}
          className="rounded border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100 disabled:opacity-50"
        >
          {t('filters.clear')}
        </button>
      </form>

      <div className="mt-6 space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('customers.loadError')}</Alert>
        ) : data.rows.length === 0 ? (
          state.q ? (
            <EmptyList testId="customers-no-match" clearLabel={t('filters.clear')} onClear={clear}>
              {t('customers.noMatch')}
            </EmptyList>
          ) : (
            <EmptyList testId="customers-empty" clearLabel={t('filters.clear')}>
              {t('customers.empty')}
            </EmptyList>
          )
        ) : (
          <>
            <CustomerTable rows={data.rows} caption={t('customers.caption')} />
            <Pagination
              page={state.page}
              total={data.total}
              perPage={data.pageSize}
              edgeNavigation
              label={t('customers.pages')}
              onPageChange={(page) => setState({ ...state, page })}
            />
          </>
        )}
      </div>
    </div>
  );
}
