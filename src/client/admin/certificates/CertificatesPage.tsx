import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { AdminCertificateListSchema } from '../../../shared/certificates/admin-list.schema';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { EmptyState } from '../../components/list/DataTable';
import { CertificateFilters } from './CertificateFilters';
import { CertificateTable } from './CertificateTable';

/** /admin/certificates: every certificate issued, newest first, searched and filtered, 25 a page. */
export function CertificatesPage() {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const list$ = useListParams(AdminCertificateListSchema);
  const list = useQuery({ ...trpc.admin.certificates.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{t('certificates.list.title')}</h1>
        <p className="mt-1 text-slate-600">{t('certificates.list.description')}</p>
      </div>
      <CertificateFilters list={list$} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{list$.filtered ? t('certificates.list.noMatches') : t('certificates.list.empty')}</EmptyState>
      ) : (
        <CertificateTable rows={list.data.rows} busy={list.isFetching} />
      )}
      {list.data && <ListPager page={list.data} list={list$} label={t('certificates.list.pages')} />}
    </div>
  );
}
