import { useTranslation } from '../../lib/i18n-react';
import { can } from '../../../shared/auth/policy';
import { portalFileUrl } from '../../../shared/downloads/portal-files.schema';
import { portalFilesResource } from '../../../shared/downloads/collections/portal-files';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { DownloadIcon } from '../../components/ui/action-icons';
import { useFormat } from '../../lib/use-format';
import { useSession } from '../../lib/session';

/** Roles without service tool access see no service manuals: the page says so rather than leaving them to wonder. */
function ManualsNote() {
  const { t } = useTranslation('portal-team');
  const { user } = useSession();
  if (can(user, 'portal:service-tools')) return null;
  return (
    <p className="max-w-3xl text-sm text-slate-600" data-testid="files-manuals-hidden">
      {t('files.manualsHidden')}
    </p>
  );
}

/** The file's type (from its name) and size: "PDF · 1.2 MB". */
function FileCell({ row }: { row: ResourceRow }) {
  const formats = useFormat();
  const type = String(row.fileName ?? '').split('.').pop()?.toUpperCase() ?? '';
  return (
    <span className="whitespace-nowrap text-slate-700">
      {type} · {formats.fileSize(Number(row.fileSize ?? 0))}
    </span>
  );
}

/** The portal's download address, which logs the fetch with the member and their company; the title for screen readers. */
function DownloadLink({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('portal-team');
  return (
    <a
      href={portalFileUrl(row.id)}
      download
      data-testid="file-download"
      className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-navy-800 underline underline-offset-2 hover:text-navy-900"
    >
      <DownloadIcon />
      {t('files.download')}
      <span className="sr-only"> {String(row.title ?? '')}</span>
    </a>
  );
}

/**
 * /portal/files (every portal role): the portalFiles collection in the generic list: price lists, marketing material
 * and documents by audience, by category in the admin's order; search by title or file name, category and audience
 * filters, sortable columns, pages, all kept in the address, cards on a phone. Service manuals appear only for roles
 * with service tool access. Each row's Download goes through the portal's address, which logs it.
 */
export default function FilesPage() {
  return (
    <ResourceListPage
      def={portalFilesResource}
      above={<ManualsNote />}
      cells={{
        title: (row) => <span className="font-semibold text-navy-900">{String(row.title ?? '')}</span>,
        fileName: (row) => <FileCell row={row} />,
      }}
      rowActions={(row) => <DownloadLink row={row} />}
    />
  );
}
