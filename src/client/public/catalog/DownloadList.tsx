import { useTranslation } from '../../lib/i18n-react';
import type { CatalogDownload } from '../../../shared/catalog/catalog.types';
import { datasheetUrl } from '../../../shared/catalog/datasheet';
import { formatFileSize } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

const ITEM = 'flex items-center justify-between gap-3 rounded border border-slate-200 bg-white px-4 py-3 hover:border-navy-700';

/**
 * The product's downloads: first its datasheet, made from the catalogue in the page's language, then the public files
 * linked to it (brochure, reference guide ...). Price lists are for distributors: the page says where to find them
 * instead of listing a file a visitor cannot open.
 */
export function DownloadList({ product, downloads }: { product: { slug: string; name: string }; downloads: readonly CatalogDownload[] }) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <div className="space-y-3">
      <ul className="grid gap-2 sm:grid-cols-2">
        <li>
          <a href={datasheetUrl(product.slug, localeOf(i18n.language))} download className={ITEM}>
            <span className="min-w-0">
              <span className="block font-medium text-navy-900">{t('product.datasheetTitle', { name: product.name })}</span>
              <span className="block text-xs text-slate-600">{t('product.datasheetNote')}</span>
            </span>
            <span className="shrink-0 text-xs text-slate-600">PDF</span>
          </a>
        </li>
        {downloads.map((download) => (
          <li key={download.id}>
            <a href={download.url} download className={ITEM}>
              <span className="min-w-0">
                <span className="block font-medium text-navy-900">{download.title}</span>
                <span className="block text-xs text-slate-600">
                  {t(`downloadCategory.${download.category}`, { defaultValue: t('downloadCategory.other') })}
                </span>
              </span>
              <span className="shrink-0 text-xs text-slate-600 tabular">{formatFileSize(download.size, localeOf(i18n.language))}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t('product.priceListNote')}</p>
    </div>
  );
}
