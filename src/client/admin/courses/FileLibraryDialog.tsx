import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { CourseFileRef } from '../../../shared/courses/admin.types';
import { FileListQuerySchema } from '../../../shared/files/files.schema';
import { useListParams } from '../../components/list/useListParams';
import { Dialog } from '../../components/ui/Dialog';
import { ListPager } from '../../components/list/ListPager';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable, EmptyState } from '../../components/list/DataTable';
import { OUTLINE } from '../../components/ui/format';
import { SearchBox } from '../../components/list/SearchBox';
import { useFormat } from '../../lib/use-format';

/**
 * Picks a file already in the library (admin.files.list, the /admin/files screen's list): searched by name, images
 * only for a poster, other files for documents, videos and captions. Choosing closes the dialog.
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
  const trpc = useTRPC();
  const formats = useFormat();
  // A picker inside a dialog: its list is kept in memory, so paging it does not move the page behind.
  const list$ = useListParams(FileListQuerySchema, { store: 'memory' });
  const list = useQuery({
    ...trpc.admin.files.list.queryOptions({ ...list$.query, kind }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg">
      <div className="space-y-4">
        <SearchBox
          label={t('files.search')}
          value={list$.value.q}
          onSearch={(q) => list$.set({ q })}
        />
        {list.isPending ? (
          <Spinner />
        ) : !list.data ? (
          <EmptyState>{t('common.loadFailed')}</EmptyState>
        ) : list.data.rows.length === 0 ? (
          <EmptyState>{t('files.empty')}</EmptyState>
        ) : (
          <DataTable caption={title} columns={[t('files.name'), t('files.type'), t('files.size'), t('files.action')]} busy={list.isFetching}>
            {list.data.rows.map((file) => (
              <DataRow key={file.id}>
                <DataCell className="break-all">{file.name}</DataCell>
                <DataCell>{file.contentType}</DataCell>
                <DataCell className="tabular whitespace-nowrap">{formats.fileSize(file.size)}</DataCell>
                <DataCell>
                  <button
                    type="button"
                    className={OUTLINE}
                    onClick={() => {
                      onChoose({ id: file.id, name: file.name, url: file.url, contentType: file.contentType });
                      onOpenChange(false);
                    }}
                  >
                    {t('files.choose')}
                    <span className="sr-only"> {file.name}</span>
                  </button>
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        )}
        {list.data && <ListPager page={list.data} list={list$} label={t('files.pages')} />}
      </div>
    </Dialog>
  );
}
