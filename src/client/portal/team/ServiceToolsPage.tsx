import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { SERVICE_TOOL_KINDS } from '../../../shared/partners/enums';
import { PortalServiceToolsQuerySchema } from '../../../shared/service-tools/servicetools.schema';
import { useListParams } from '../../components/list/useListParams';
import type { PortalServiceTool } from '../../../shared/service-tools/servicetools.types';
import { Alert } from '../../components/ui/Alert';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { SearchBox } from '../../components/list/SearchBox';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { useFormat } from '../../lib/use-format';

/**
 * /portal/servicetools (the service roles): service software, firmware and manuals with their versions, latest first
 * with release notes. A download goes through the portal's address, which logs it.
 */
export default function ServiceToolsPage() {
  const { t } = useTranslation('portal-team');
  const trpc = useTRPC();
  const list$ = useListParams(PortalServiceToolsQuerySchema);
  const { kind, q: search } = list$.value;
  const list = useQuery({ ...trpc.portal.servicetools.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title={t('tools.title')} path="/portal/servicetools" lead={t('tools.lead')} />
      <form role="search" aria-label={t('filters.label')} className="mt-6 grid gap-4 sm:grid-cols-2 sm:items-end lg:max-w-3xl" onSubmit={(event) => event.preventDefault()}>
        <SearchBox label={t('tools.search')} placeholder={t('tools.searchPlaceholder')} value={search} onSearch={(q) => list$.set({ q })} testId="tools-search" />
        <SelectField label={t('tools.kind')} value={kind ?? ''} data-testid="filter-kind" onChange={(event) => list$.set({ kind: SERVICE_TOOL_KINDS.find((value) => value === event.target.value) })}>
          <option value="">{t('tools.anyKind')}</option>
          {SERVICE_TOOL_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`kinds.${value}`)}
            </option>
          ))}
        </SelectField>
      </form>
      <div className="mt-8 space-y-8" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !list.data ? (
          <Alert tone="error">{t('tools.loadError')}</Alert>
        ) : list.data.length === 0 ? (
          <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="tools-empty">
            {list$.filtered ? t('tools.noMatch') : t('tools.empty')}
          </p>
        ) : (
          list.data.map((tool) => <ToolSection key={tool.id} tool={tool} />)
        )}
      </div>
    </div>
  );
}

function ToolSection({ tool }: { tool: PortalServiceTool }) {
  const { t } = useTranslation('portal-team');
  const formats = useFormat();
  const headingId = `tool-${tool.id}`;
  const columns = ['version', 'released', 'notes', 'file'].map((key) => t(`tools.columns.${key}`));
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="tool-section">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-xl font-bold text-navy-900">
          {tool.name}
        </h2>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{t(`kinds.${tool.kind}`)}</span>
        {tool.productName && <span className="text-sm text-slate-600">{tool.productName}</span>}
      </div>
      {tool.description && <p className="mt-2 max-w-3xl whitespace-pre-line text-slate-700">{tool.description}</p>}
      <div className="mt-4">
        {tool.versions.length === 0 ? (
          <p className="text-slate-600">{t('tools.noVersions')}</p>
        ) : (
          <DataTable caption={t('tools.versionsOf', { name: tool.name })} columns={columns} testId="tool-versions">
            {tool.versions.map((version, index) => (
              <DataRow key={version.id} data-testid="tool-version">
                <DataCell label={columns[0]!} primary>
                  <span className="font-mono font-semibold text-navy-900">{version.version}</span>
                  {index === 0 && <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t('tools.latest')}</span>}
                </DataCell>
                <DataCell label={columns[1]!}>
                  <time dateTime={version.releasedOn}>{formats.date(version.releasedOn)}</time>
                </DataCell>
                <DataCell label={columns[2]!}>
                  <span className="whitespace-pre-line">{version.releaseNotes || '—'}</span>
                </DataCell>
                <DataCell label={columns[3]!}>
                  <a href={version.url} download className="font-semibold whitespace-nowrap text-navy-800 underline underline-offset-2 hover:text-navy-900">
                    {t('tools.download')}
                    <span className="sr-only">
                      {' '}
                      {tool.name} {version.version}
                    </span>
                  </a>
                  <span className="ml-2 text-xs text-slate-600">{formats.fileSize(version.size)}</span>
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        )}
      </div>
    </section>
  );
}
