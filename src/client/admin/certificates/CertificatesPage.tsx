import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearchParams } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { usePageDescription } from '../../lib/usePageDescription';
import { useTRPC } from '../../trpc';
import { EmptyState } from '../serials/ui/DataTable';
import { nextTrail, previousTrail } from '../serials/ui/keyset';
import { KeysetPager } from '../serials/ui/KeysetPager';
import { CertificateFilters } from './CertificateFilters';
import { CertificateTable } from './CertificateTable';
import { certificateListInput, hasCertificateFilters, readCertificateListState, writeCertificateListState, type CertificateListState } from './list-params';

/** /admin/certificates: every certificate issued, newest first, searched and filtered, 25 a page. */
export function CertificatesPage() {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  usePageDescription(t('certificates.list.description'));
  const [params, setParams] = useSearchParams();
  const state = readCertificateListState(params);
  const setState = (next: CertificateListState) => setParams(writeCertificateListState(next));
  const list = useQuery({ ...trpc.admin.certificates.list.queryOptions(certificateListInput(state)), placeholderData: keepPreviousData });
  const next = list.data?.next ?? null;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{t('certificates.list.title')}</h1>
        <p className="mt-1 text-slate-600">{t('certificates.list.description')}</p>
      </div>
      <CertificateFilters state={state} onChange={setState} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{hasCertificateFilters(state) ? t('certificates.list.noMatches') : t('certificates.list.empty')}</EmptyState>
      ) : (
        <CertificateTable rows={list.data.rows} busy={list.isFetching} />
      )}
      <KeysetPager
        label={t('certificates.list.pages')}
        hasPrevious={state.trail.length > 0}
        hasNext={next !== null}
        busy={list.isFetching}
        onPrevious={() => setState({ ...state, trail: previousTrail(state.trail) })}
        onNext={() => next !== null && setState({ ...state, trail: nextTrail(state.trail, next) })}
      />
    </div>
  );
}
