import { useTranslation } from '../../lib/i18n-react';
import { Link, useSearch } from 'wouter';
import { adminDownloadsResource } from '../../../shared/downloads/collections/admin-downloads';
import { PRIMARY, ROW_LINK } from '../../components/ui/format';
import { useFormat } from '../../lib/use-format';
import type { AreaProps } from '../../router/area-props';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { DownloadLogTable } from './DownloadLogTable';
import { DownloadPanel } from './DownloadPanel';

/** The title opens the download's form beside the list, keeping the list's query; the file links to its own page. */
function useDownloadCells(listQuery: string): CellOverrides {
  const { t } = useTranslation('admin-files');
  const { fileSize: size } = useFormat();
  return {
    title: (row) => (
      <>
        <Link href={`/admin/downloads/${row.id}${listQuery}`} className={ROW_LINK}>
          {String(row.title_EN ?? '')}
        </Link>
        {!row.published && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">{t('downloads.draft')}</span>}
      </>
    ),
    fileName: (row) => (
      <>
        <Link href={`/admin/files/${Number(row.fileId)}`} className="break-all text-navy-800 underline-offset-2 hover:underline">
          {String(row.fileName ?? '')}
        </Link>
        <span className="ml-2 text-xs whitespace-nowrap text-slate-600 tabular">{size(Number(row.fileSize ?? 0))}</span>
      </>
    ),
  };
}

function listPart(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (name.startsWith('log.')) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * /admin/downloads/{id?}: the admin downloads collection in the generic list (search in every title and the file name,
 * audience and category filters, sortable columns, pages, all kept in the address, cards on a phone). With an id (or
 * 'new') the download's edit (or add) form opens beside the list on wide screens, below it on narrow ones; without,
 * the log of restricted fetches follows the list.
 */
export function DownloadsPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-files');
  // The list's place in the address, kept by the links to a form and back (the form's Close, Save, Delete); the log's
  // own parameters (log.page) are not the list's.
  const listQuery = listPart(useSearch());
  const cells = useDownloadCells(listQuery);
  const selected = params.id;
  const log = (
    <section aria-labelledby="download-log-heading" className="space-y-3 pt-2">
      <h2 id="download-log-heading" className="text-lg font-semibold text-navy-900">
        {t('log.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('log.description')}</p>
      <DownloadLogTable />
    </section>
  );
  return (
    <div className={selected ? 'grid gap-6 2xl:grid-cols-[minmax(0,1fr)_30rem]' : ''}>
      <div className="min-w-0">
        <ResourceListPage
          def={adminDownloadsResource}
          cells={cells}
          actions={
            <Link href={`/admin/downloads/new${listQuery}`} className={PRIMARY}>
              {t('downloads.new')}
            </Link>
          }
          {...(selected ? {} : { below: log })}
        />
      </div>
      {selected && <DownloadPanel key={selected} selected={selected} listQuery={listQuery} />}
    </div>
  );
}
