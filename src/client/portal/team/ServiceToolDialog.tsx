import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { PortalServiceTool } from '../../../shared/service-tools/servicetools.types';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { EmptyState } from '../../components/ui/EmptyState';
import { Dialog } from '../../components/ui/Dialog';
import { focusKeyOf } from '../../components/ui/dialog-focus';
import { Loaded } from '../../components/ui/Loaded';
import { httpStatusOf } from '../../lib/trpc-errors';
import { useFormat } from '../../lib/use-format';
import { Badge } from '../../components/ui/Badge';
import { useTRPC } from '../../trpc';

/** The data-focus-key of a tool's "Versions" button in the list: the dialog gives the focus back to it. */
export const toolFocusKey = (id: number) => focusKeyOf('service-tool', id);

/**
 * One service tool (?tool={id}): its kind, product and description, and every version, latest first, with its release
 * notes and a download through the portal's address (which logs it). A tool the reader may not fetch is "not found".
 */
export function ServiceToolDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation('portal-team');
  const trpc = useTRPC();
  const tool = useQuery(trpc.portal.servicetools.get.queryOptions({ id }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={tool.data?.name ?? t('tools.singular')} size="lg" returnFocusKey={toolFocusKey(id)}>
      <Loaded query={tool} failed={httpStatusOf(tool.error) === 404 ? <span data-testid="tool-not-found">{t('tools.notFound')}</span> : undefined}>
        {(data) => <ToolVersions tool={data} />}
      </Loaded>
    </Dialog>
  );
}

function ToolVersions({ tool }: { tool: PortalServiceTool }) {
  const { t } = useTranslation('portal-team');
  const formats = useFormat();
  const columns = ['version', 'released', 'notes', 'file'].map((key) => t(`tools.columns.${key}`));
  return (
    <div className="space-y-4" data-testid="tool-detail">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Badge tone="slate">{t(`kinds.${tool.kind}`)}</Badge>
        {tool.productName && <span className="text-sm text-slate-600">{tool.productName}</span>}
      </div>
      {tool.description && <p className="whitespace-pre-line text-slate-700">{tool.description}</p>}
      {tool.versions.length === 0 ? (
        <EmptyState>{t('tools.noVersions')}</EmptyState>
      ) : (
        <DataTable caption={t('tools.versionsOf', { name: tool.name })} columns={columns} testId="tool-versions">
          {tool.versions.map((version, index) => (
            <DataRow key={version.id} data-testid="tool-version">
              <DataCell label={columns[0]!} primary>
                <span className="font-mono font-semibold text-navy-900">{version.version}</span>
                {index === 0 && (
                  <Badge tone="green" className="ml-2">
                    {t('tools.latest')}
                  </Badge>
                )}
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
                <span className="ml-2 text-xs whitespace-nowrap text-slate-600">{formats.fileSize(version.size)}</span>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </div>
  );
}
