import { useSearchParams } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { serviceToolVersionUrl } from '../../../shared/downloads/portal-files.schema';
import { portalServiceToolsResource } from '../../../shared/service-tools/collections/portal-service-tools';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import type { CellOverrides } from '../../admin/generic/ResourceTable';
import { DownloadIcon } from '../../components/ui/action-icons';
import { ROW_LINK } from '../../components/ui/format';
import { recordIdOf } from '../../lib/record-id';
import { useFormat } from '../../lib/use-format';
import { ServiceToolDialog, toolFocusKey } from './ServiceToolDialog';

/** The open tool's address parameter (?tool=12), kept beside the list's own: Back closes it, a reload opens it again. */
const OPEN_TOOL = 'tool';

/** The name, and the description in the reader's language under it (two lines at most: the dialog has all of it). */
function NameCell({ row }: { row: ResourceRow }) {
  const description = String(row.description ?? '');
  return (
    <span className="block">
      <span className="font-semibold text-navy-900">{String(row.name ?? '')}</span>
      {/* font-normal: a phone's card heads with its first column in bold. */}
      {description && <span className="mt-0.5 line-clamp-2 block text-sm font-normal text-slate-600">{description}</span>}
    </span>
  );
}

/** The latest version and its release day, or "No version yet". */
function LatestCell({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('portal-team');
  const formats = useFormat();
  if (!row.latestVersion) return <span className="text-slate-600">{t('tools.noVersionYet')}</span>;
  const day = String(row.latestReleasedOn ?? '');
  return (
    <span className="whitespace-nowrap">
      <span className="font-mono font-semibold text-navy-900">{String(row.latestVersion)}</span>
      {day && (
        <>
          {' · '}
          <time dateTime={day} className="text-slate-700">
            {formats.date(day)}
          </time>
        </>
      )}
    </span>
  );
}

const TOOL_CELLS: CellOverrides = {
  name: (row) => <NameCell row={row} />,
  latestVersion: (row) => <LatestCell row={row} />,
};

/**
 * /portal/servicetools (the service roles): the portalServiceTools collection in the generic list: the service
 * software, firmware and manuals the reader's role may fetch, in Voltara's order; search by name, product or model
 * code, a kind filter, pages, all kept in the address, cards on a phone. Each row downloads its latest version and
 * opens the tool's versions with their release notes (?tool={id}). Downloads go through the portal's address, which
 * logs them.
 */
export default function ServiceToolsPage() {
  const { t } = useTranslation('portal-team');
  const [params, setParams] = useSearchParams();
  const openId = recordIdOf(params.get(OPEN_TOOL));

  function setOpen(id: number | null) {
    const next = new URLSearchParams(params);
    if (id === null) next.delete(OPEN_TOOL);
    else next.set(OPEN_TOOL, String(id));
    setParams(next);
  }

  const actions = (row: ResourceRow) => {
    const name = String(row.name ?? '');
    const latest = typeof row.latestVersionId === 'number' ? row.latestVersionId : null;
    return (
      <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {latest !== null && (
          <a href={serviceToolVersionUrl(latest)} download data-testid="tool-download-latest" className={`inline-flex items-center gap-1 whitespace-nowrap ${ROW_LINK}`}>
            <DownloadIcon />
            {t('tools.download')}
            <span className="sr-only">
              {' '}
              {name} {String(row.latestVersion ?? '')}
            </span>
          </a>
        )}
        <button type="button" data-focus-key={toolFocusKey(row.id)} onClick={() => setOpen(row.id)} className={`whitespace-nowrap ${ROW_LINK}`} aria-label={t('tools.versionsOf', { name })}>
          {t('tools.versions')}
        </button>
      </span>
    );
  };

  return (
    <ResourceListPage
      def={portalServiceToolsResource}
      keep={[OPEN_TOOL]}
      cells={TOOL_CELLS}
      rowActions={actions}
      below={openId !== null ? <ServiceToolDialog id={openId} onClose={() => setOpen(null)} /> : null}
    />
  );
}
