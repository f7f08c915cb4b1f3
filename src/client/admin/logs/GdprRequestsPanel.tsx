import { useId } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { GdprRequestListInputSchema, type GdprRequestRow } from '../../../shared/logs/gdpr.schema';
import { useTRPC } from '../../trpc';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { Alert } from '../../components/ui/Alert';
import { DataTable, type ColumnSpec } from '../../components/list/DataTable';
import { useFormat } from '../../lib/use-format';

/** Personal-data exports and erasures, newest first. After an erasure only the account id names the person. */
export function GdprRequestsPanel() {
  const { t } = useTranslation('admin-logs');
  const trpc = useTRPC();
  const id = useId();
  // Two lists on this page: each names its parameters (?requests.cursor=, ?consents.cursor=).
  const list$ = useListParams(GdprRequestListInputSchema, { prefix: 'requests.' });
  const list = useQuery({ ...trpc.admin.logs.gdpr.requests.queryOptions(list$.query), placeholderData: keepPreviousData });
  const format = useFormat();
  const when = (iso: string) => format.dateTime(iso, { seconds: true });
  const columns: ColumnSpec<GdprRequestRow>[] = [
    {
      header: t('when'),
      className: 'whitespace-nowrap tabular',
      cell: (row) => <time dateTime={row.createdAt}>{when(row.createdAt)}</time>,
    },
    { header: t('gdpr.requestKind'), cell: (row) => t(`gdpr.kinds.${row.kind}`) },
    { header: t('gdpr.subject'), className: 'break-all font-mono text-xs', cell: (row) => row.subjectId },
    { header: t('gdpr.by'), className: 'break-all', cell: (row) => row.actorEmail },
  ];
  return (
    <section className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
        {t('gdpr.requests')}
      </h2>
      {list.isError ? (
        <Alert tone="error">{t('error')}</Alert>
      ) : (
        <DataTable
          rows={list.data?.rows ?? []}
          columns={columns}
          loading={list.isPending}
          empty={false ? t('noMatches') : t('empty')}
          testId="gdpr-requests"
          caption={t('gdpr.requests')}
        />
      )}
      {list.data && (
        <ListPager page={list.data} list={list$} label={t('pager.label', { name: t('gdpr.requests') })} />
      )}
    </section>
  );
}
