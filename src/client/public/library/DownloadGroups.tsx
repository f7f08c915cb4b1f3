import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { LibraryDownload, LibraryDownloadGroup } from '../../../shared/library/library.types';
import { INTL_LOCALE, isLocale } from '../../../shared/locales';
import { formatFileSize } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/** "PDF", "PNG" …: the file's extension, or the second part of its content type when the name has none. */
function fileType(download: LibraryDownload): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(download.fileName)?.[1];
  return (extension ?? download.contentType.split('/')[1] ?? download.contentType).toUpperCase();
}

/** A language code by its name in the page's language ("Englisch" on a German page). */
function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([isLocale(language) ? INTL_LOCALE[language] : 'en-GB'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code.toUpperCase();
  }
}

/**
 * The downloads, one section per category: each file with its name, type, size and language, the products it
 * belongs to, and for a restricted file who it is meant for. The file link is the download endpoint.
 */
export function DownloadGroups({ groups }: { groups: readonly LibraryDownloadGroup[] }) {
  const { t } = useTranslation('library');
  return (
    <>
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`downloads-${group.category}`} data-category={group.category}>
          <h2 id={`downloads-${group.category}`} className="flex items-baseline gap-3 text-2xl font-bold text-navy-900">
            {t(`categories.${group.category}`)}
            <span className="text-sm font-normal text-slate-600">{t('downloads.count', { count: group.items.length })}</span>
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {group.items.map((download) => (
              <DownloadRow key={download.id} download={download} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function DownloadRow({ download }: { download: LibraryDownload }) {
  const { t, i18n } = useTranslation('library');
  const facts: Array<[string, string]> = [
    [t('downloads.type'), fileType(download)],
    [t('downloads.size'), formatFileSize(download.size, localeOf(i18n.language))],
    [t('downloads.language'), languageName(download.language, i18n.language)],
  ];
  return (
    <li data-download={download.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <a href={download.url} download className="font-semibold text-navy-900 underline-offset-2 hover:underline" aria-label={t('downloads.download', { title: download.title })}>
          {download.title}
        </a>
        {download.audience !== 'public' && (
          <span className="ml-2 inline-block rounded bg-amber-100 px-2 py-0.5 align-middle text-xs font-medium text-amber-900">
            {t('downloads.audience')}: {t(`audiences.${download.audience}`)}
          </span>
        )}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {facts.map(([term, value]) => (
            <div key={term} className="flex gap-1">
              <dt>{term}:</dt>
              <dd className="tabular">{value}</dd>
            </div>
          ))}
        </dl>
        {download.products.length > 0 && (
          <p className="text-sm text-slate-700">
            <span className="text-slate-600">{t('downloads.products')}: </span>
            {download.products.map((product, index) => (
              <span key={product.slug}>
                {index > 0 && ', '}
                <Link href={`/product/${product.slug}`} className="text-navy-800 underline underline-offset-2 hover:text-navy-900">
                  {product.name}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
      <a href={download.url} download aria-hidden="true" tabIndex={-1} className="shrink-0 self-start rounded border border-navy-800 px-3 py-1.5 text-sm font-semibold text-navy-900 hover:bg-slate-50">
        {fileType(download)} ↓
      </a>
    </li>
  );
}
