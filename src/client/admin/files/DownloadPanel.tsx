import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { OUTLINE } from '../../components/ui/format';
import { Loaded } from '../../components/ui/Loaded';
import { httpStatusOf } from '../../lib/trpc-errors';
import { useTRPC } from '../../trpc';
import { DownloadForm } from './DownloadForm';
import { DownloadLogTable } from './DownloadLogTable';

/** The add form (/admin/downloads/new) or one download's edit form and fetch log (/admin/downloads/{id}). */
export function DownloadPanel({ selected, listQuery }: { selected: string; listQuery: string }) {
  const { t } = useTranslation('admin-files');
  const trpc = useTRPC();
  const id = /^\d{1,12}$/.test(selected) ? Number(selected) : 0;
  const isNew = selected === 'new';
  const download = useQuery({ ...trpc.admin.downloads.get.queryOptions({ id }), enabled: id > 0 });
  // Opening a download moves focus (and, below the list on narrower screens, the view) to its form.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const close = (
    <Link href={`/admin/downloads${listQuery}`} className={OUTLINE}>
      {t('form.close')}
    </Link>
  );

  return (
    <section aria-labelledby="download-panel-heading" className="space-y-5 rounded border border-slate-200 bg-white p-5 shadow-sm 2xl:self-start">
      <div className="flex items-start justify-between gap-3">
        <h2 id="download-panel-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-navy-900 outline-none">
          {isNew ? t('form.newTitle') : t('form.editTitle')}
        </h2>
        {close}
      </div>
      {isNew ? (
        <DownloadForm listQuery={listQuery} />
      ) : id === 0 || httpStatusOf(download.error) === 404 ? (
        <Alert tone="error">{t('form.notFound')}</Alert>
      ) : (
        <Loaded query={download}>
          {(found) => (
            <>
              <DownloadForm key={found.id} download={found} listQuery={listQuery} />
              <div className="space-y-2 border-t border-slate-200 pt-4">
                <h3 className="font-semibold text-navy-900">{t('log.forDownload')}</h3>
                <DownloadLogTable downloadId={found.id} />
              </div>
            </>
          )}
        </Loaded>
      )}
    </section>
  );
}
