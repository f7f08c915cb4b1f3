import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { DownloadCategory } from '../../../shared/files/download.schema';
import type { LibraryDownloadsPage } from '../../../shared/library/library.types';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { DownloadGroups } from './DownloadGroups';
import { downloadsCrumbs, downloadsPath } from './heads';
import { LibraryShell } from './LibraryShell';
import { LoadingPage } from '../LoadingPage';
import { EmptyState } from '../../components/ui/EmptyState';
import { LINK } from '../../components/ui/format';

/**
 * /resources/downloads/{category?}: the downloads by category. The server renders (and caches) the signed-out list,
 * the same for every visitor; once the app has taken the page over and the session shows someone signed in, their
 * own list is fetched through a procedure that reads the session (public.library.myDownloads, never cached across
 * users) and replaces it. Files open through the download endpoint, which checks the audience again and logs every
 * fetch of a restricted file.
 */
export function DownloadsPage({ category }: { category: DownloadCategory | null }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const { t } = useTranslation('library');
  const { user } = useSession();
  const input = category ? { category, locale } : { locale };
  const everyone = useQuery(trpc.public.library.downloads.queryOptions(input));
  // staleTime 0: a sign-in or sign-out elsewhere shows on the next visit, never someone else's list.
  const mine = useQuery({ ...trpc.public.library.myDownloads.queryOptions(input), enabled: user !== null, staleTime: 0 });
  const data = user && mine.data ? mine.data : everyone.data;
  if (!data) return <LoadingPage query={everyone} />;
  return (
    <LibraryShell crumbs={downloadsCrumbs(category, t)} title={category ? t(`categories.${category}`) : t('titles.downloads')} lead={t('downloads.lead')}>
      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_1fr]">
        <CategoryMenu data={data} />
        <div className="min-w-0 space-y-6">
          <AudienceNote data={data} signedIn={user !== null} loading={user !== null && mine.isPending} failed={user !== null && mine.isError} />
          {data.groups.length === 0 ? (
            <EmptyState>{t('downloads.empty')}</EmptyState>
          ) : (
            <DownloadGroups groups={data.groups} />
          )}
        </div>
      </div>
    </LibraryShell>
  );
}

function CategoryMenu({ data }: { data: LibraryDownloadsPage }) {
  const { t } = useTranslation('library');
  const item = (category: DownloadCategory | null, label: string, count: number) => {
    const current = data.category === category;
    return (
      <li key={category ?? 'all'}>
        <Link
          href={downloadsPath(category)}
          aria-current={current ? 'page' : undefined}
          className={`flex items-center justify-between gap-2 rounded px-3 py-2 text-sm ${current ? 'bg-navy-900 font-semibold text-white' : 'text-navy-900 hover:bg-slate-100'}`}
        >
          <span>{label}</span>
          <span className={`tabular text-xs ${current ? 'text-slate-200' : 'text-slate-600'}`}>{count}</span>
        </Link>
      </li>
    );
  };
  const total = data.categories.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <nav aria-labelledby="download-categories" className="lg:sticky lg:top-4 lg:self-start">
      <h2 id="download-categories" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('downloads.menu')}
      </h2>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
        {item(null, t('downloads.all'), total)}
        {data.categories.map((entry) => item(entry.category, t(`categories.${entry.category}`), entry.count))}
      </ul>
    </nav>
  );
}

/** Whose list this is, and for a visitor the way to more files. */
function AudienceNote({ data, signedIn, loading, failed }: { data: LibraryDownloadsPage; signedIn: boolean; loading: boolean; failed: boolean }) {
  const { t } = useTranslation('library');
  if (loading) return <p className="text-sm text-slate-600">{t('downloads.loadingMine')}</p>;
  if (failed) return <p role="alert" className="text-sm text-red-700">{t('downloads.mineFailed')}</p>;
  return (
    <p data-audience={data.audience} className="rounded border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      {t(`downloads.seeing.${data.audience}`)}{' '}
      {!signedIn && (
        <>
          {t('downloads.signedOut')}{' '}
          <Link href={`/login?redirect=${encodeURIComponent(downloadsPath(data.category))}`} className={LINK}>
            {t('downloads.signIn')}
          </Link>
        </>
      )}
    </p>
  );
}
