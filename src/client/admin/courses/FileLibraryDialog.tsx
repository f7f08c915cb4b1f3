import { useTranslation } from '../../lib/i18n-react';
import type { CourseFileRef } from '../../../shared/courses/admin.types';
import { mediaUrl } from '../../../shared/files/files.schema';
import { adminFilesResource } from '../../../shared/files/collections/admin-files';
import type { ResourceRow } from '../../../shared/collections/types';
import { Dialog } from '../../components/ui/Dialog';
import { Button } from '../../components/ui/Button';
import { useFormat } from '../../lib/use-format';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';

/** A file's size as the file pages write it (the generic number cell would write bytes). */
function useFileCells(): CellOverrides {
  const { fileSize } = useFormat();
  return {
    name: (row) => <span className="break-all">{String(row.name)}</span>,
    size: (row) => <span className="tabular whitespace-nowrap">{fileSize(Number(row.size))}</span>,
  };
}

/**
 * Picks a file already in the library: the file library collection (admin.files), drawn compactly in the dialog,
 * searched by name, sorted and paged, its state kept in memory (paging it does not move the page behind); images only
 * for a poster, other files for documents, videos and captions (the kind filter fixed). Choosing closes the dialog.
 */
export function FileLibraryDialog({
  open,
  onOpenChange,
  kind,
  title,
  onChoose,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  kind: 'image' | 'other';
  title: string;
  onChoose(file: CourseFileRef): void;
}) {
  const { t } = useTranslation('admin-courses');
  const cells = useFileCells();
  const choose = (row: ResourceRow) => (
    <Button
      look="outline"
      onClick={() => {
        onChoose({ id: row.id, name: String(row.name), url: mediaUrl(String(row.storageKey)), contentType: String(row.contentType) });
        onOpenChange(false);
      }}
    >
      {t('files.choose')}
      <span className="sr-only"> {String(row.name)}</span>
    </Button>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg">
      <ResourceListPage def={adminFilesResource} cells={cells} heading={() => null} rowActions={choose} place={{ store: 'memory', fixed: { kind } }} />
    </Dialog>
  );
}
