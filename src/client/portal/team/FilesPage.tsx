import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { DOWNLOAD_AUDIENCES, DOWNLOAD_CATEGORIES, type VisibleDownload } from '../../../shared/files/download.schema';
import { PortalFilesQuerySchema } from '../../../shared/portal/files.schema';
import { useListParams } from '../../components/list/useListParams';
import { Alert } from '../../components/ui/Alert';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { SearchBox } from '../../components/list/SearchBox';
import { PageHeader } from '../ui/PageHeader';
import { useFormat } from '../../lib/use-format';

/**
 * /portal/files (every portal role): price lists, marketing material and documents by audience, grouped by category.
 * Service manuals appear only for roles with service tool access. Each link goes through the portal's download
 * address, which logs the download with the member and their company.
 */
export default function FilesPage() {
  const { t } = useTranslation('portal-team');
  const trpc = useTRPC();
  const list$ = useListParams(PortalFilesQuerySchema);
  const { category, audience, q: search } = list$.value;
  const list = useQuery({ ...trpc.portal.files.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title={t('files.title')} path="/portal/files" lead={t('files.lead')} />
      {data && !data.serviceManuals && <p className="mt-3 max-w-3xl text-sm text-slate-600">{t('files.manualsHidden')}</p>}

      <form role="search" aria-label={t('filters.label')} className="mt-6 grid gap-4 sm:grid-cols-3 sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <SearchBox label={t('files.search')} placeholder={t('files.searchPlaceholder')} value={search} onSearch={(q) => list$.set({ q })} testId="files-search" />
        <SelectField label={t('files.category')} value={category ?? ''} data-testid="filter-category" onChange={(event) => list$.set({ category: DOWNLOAD_CATEGORIES.find((value) => value === event.target.value) })}>
          <option value="">{t('files.anyCategory')}</option>
          {DOWNLOAD_CATEGORIES.filter((value) => value !== 'service-manual' || data?.serviceManuals).map((value) => (
            <option key={value} value={value}>
              {t(`categories.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('files.audience')} value={audience ?? ''} data-testid="filter-audience" onChange={(event) => list$.set({ audience: DOWNLOAD_AUDIENCES.find((value) => value === event.target.value) })}>
          <option value="">{t('files.anyAudience')}</option>
          {DOWNLOAD_AUDIENCES.map((value) => (
            <option key={value} value={value}>
              {t(`audiences.${value}`)}
            </option>
          ))}
        </SelectField>
      </form>

      <div className="mt-8 space-y-10" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('files.loadError')}</Alert>
        ) : data.groups.length === 0 ? (
          <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="files-empty">
            {list$.filtered ? t('files.noMatch') : t('files.empty')}
          </p>
        ) : (
          data.groups.map((group) => (
            <section key={group.category} aria-labelledby={`files-${group.category}`} data-testid={`files-group-${group.category}`}>
              <h2 id={`files-${group.category}`} className="text-xl font-bold text-navy-900">
                {t(`categories.${group.category}`)}
              </h2>
              <ul className="mt-3 grid gap-3 md:grid-cols-2">
                {group.files.map((file) => (
                  <FileCard key={file.id} file={file} />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}

function FileCard({ file }: { file: VisibleDownload }) {
  const { t } = useTranslation('portal-team');
  const formats = useFormat();
  const type = file.fileName.split('.').pop()?.toUpperCase() ?? '';
  return (
    <li className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="file-card">
      <div className="min-w-0">
        <p className="font-semibold text-navy-900">{file.title}</p>
        <p className="mt-1 text-sm text-slate-600">
          {type} · {formats.fileSize(file.size)} · <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">{t(`audiences.${file.audience}`)}</span>
        </p>
      </div>
      <a href={file.url} download className="shrink-0 rounded bg-navy-900 px-3 py-2 text-sm font-semibold text-white hover:bg-navy-800">
        {t('files.download')}
        <span className="sr-only"> {file.title}</span>
      </a>
    </li>
  );
}
