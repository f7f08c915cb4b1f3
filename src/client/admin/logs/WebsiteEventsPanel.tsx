import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { WEBSITE_LOG_KINDS, WebsiteLogListInputSchema, type WebsiteLogKind, type WebsiteLogRow } from '../../../shared/logs/website-log.schema';
import { useTRPC } from '../../trpc';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { SearchBox } from '../../components/list/SearchBox';
import { Alert } from '../../components/ui/Alert';
import { DataTable, type ColumnSpec } from '../../components/list/DataTable';
import { useFormat } from '../../lib/use-format';

function Detail({ detail }: { detail: WebsiteLogRow['detail'] }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-xs">
      {entries.map(([key, value]) => (
        <li key={key} className="break-all">
          <span className="font-semibold">{key}</span>: <span className="font-mono">{String(value)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The website log: newest first, filterable by kind, searchable by path, e-mail or address. */
export function WebsiteEventsPanel() {
  const { t } = useTranslation('admin-logs');
  const trpc = useTRPC();
  // ?tab= chooses this panel on the website log page: it stays when the list changes.
  const list$ = useListParams(WebsiteLogListInputSchema, { extra: ['tab'] });
  const { kind = '', q } = list$.value;
  const list = useQuery({
    ...trpc.admin.logs.website.list.queryOptions(list$.query),
    placeholderData: keepPreviousData,
  });
  const format = useFormat();
  const when = (iso: string) => format.dateTime(iso, { seconds: true });

  const columns: ColumnSpec<WebsiteLogRow>[] = [
    {
      header: t('when'),
      className: 'whitespace-nowrap tabular',
      cell: (row) => <time dateTime={row.createdAt}>{when(row.createdAt)}</time>,
    },
    { header: t('website.kind'), className: 'whitespace-nowrap', cell: (row) => t(`website.kinds.${row.kind}`) },
    { header: t('website.path'), className: 'break-all font-mono text-xs', cell: (row) => row.path },
    { header: t('website.email'), className: 'break-all', cell: (row) => row.email },
    { header: t('website.ip'), className: 'whitespace-nowrap tabular', cell: (row) => row.ip },
    { header: t('website.detail'), cell: (row) => <Detail detail={row.detail} /> },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start gap-6">
        <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
          {t('website.kind')}
          <select
            value={kind}
            onChange={(event) => list$.set({ kind: (event.target.value || undefined) as WebsiteLogKind | undefined })}
            className="w-56 rounded border border-slate-300 bg-white px-3 py-2 font-normal"
            data-testid="website-kind-filter"
          >
            <option value="">{t('website.allKinds')}</option>
            {WEBSITE_LOG_KINDS.map((name) => (
              <option key={name} value={name}>
                {t(`website.kinds.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <SearchBox label={t('search')} value={q} hint={t('website.searchHint')} onSearch={(value) => list$.set({ q: value })} />
      </div>
      {list.isError ? (
        <Alert tone="error">{t('error')}</Alert>
      ) : (
        <DataTable
          rows={list.data?.rows ?? []}
          columns={columns}
          loading={list.isPending}
          empty={list$.filtered ? t('noMatches') : t('empty')}
          testId="website-log-table"
          caption={t('website.title')}
        />
      )}
      {list.data && (
        <ListPager page={list.data} list={list$} label={t('pager.label', { name: t('website.title') })} />
      )}
    </div>
  );
}
