import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { CompanyReturnsInputSchema } from '../../../shared/portal/returns.schema';
import type { CompanyReturnRow } from '../../../shared/portal/returns.types';
import { RETURN_STATUSES } from '../../../shared/returns/enums';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { usePageInRange } from '../../components/list/usePageInRange';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { PageHeader } from '../ui/PageHeader';
import { CompanyReturnsTable } from './CompanyReturnsTable';
import { BOOK_RETURN_PATH } from './paths';
import { ReturnDetailDialog } from './ReturnDetailDialog';

/**
 * /portal/returns: the returns the company booked for its end customers, newest first, filtered by status, 20 a
 * page; Details opens a return (items, contact, status history) in a dialog. The server scopes every row to the
 * reader's company (an admin sees every company's, with the company named).
 */
export default function CompanyReturnsPage() {
  const { t } = useTranslation(['portal-pages', 'returns']);
  const trpc = useTRPC();
  const { user } = useSession();
  const list$ = useListParams(CompanyReturnsInputSchema);
  const state = list$.value;
  const list = useQuery({ ...trpc.portal.returns.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<CompanyReturnRow | null>(null);
  const showCompany = new Set(list.data?.rows.map((row) => row.companyName)).size > 1;
  // A page past the end (an old link, or the last row changed status): the last page there is.
  usePageInRange(list$, list.data, list.isPlaceholderData);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title={t('returns.title')} path="/portal/returns" lead={t('returns.lead')}>
        {user && user.role !== 'admin' && (
          <Link href={BOOK_RETURN_PATH} className="rounded bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800">
            {t('returns.book.action')}
          </Link>
        )}
      </PageHeader>
      <form
        role="search"
        aria-label={t('returns.filters.label')}
        className="mt-8 max-w-xs"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label={t('returns.filters.status')}
          value={state.status ?? ''}
          data-testid="company-returns-status"
          onChange={(event) => {
            const value = event.target.value;
            list$.set({ status: RETURN_STATUSES.find((s) => s === value) });
          }}
        >
          <option value="">{t('returns.filters.allStatuses')}</option>
          {RETURN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`returns:statuses.${status}`)}
            </option>
          ))}
        </SelectField>
      </form>
      <div className="mt-6">
        {list.isPending ? (
          <Spinner />
        ) : !list.data ? (
          <Alert tone="error">{t('returns.loadError')}</Alert>
        ) : list.data.total === 0 ? (
          <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="company-returns-empty">
            {state.status ? t('returns.noMatch') : t('returns.empty')}
          </p>
        ) : (
          <>
            {list.data.rows.length > 0 && (
              <CompanyReturnsTable
                rows={list.data.rows}
                showCompany={showCompany}
                onOpen={setOpen}
              />
            )}
            <ListPager className="mt-4" page={list.data} list={list$} label={t('returns.pages')} />
          </>
        )}
      </div>
      <ReturnDetailDialog row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
