import { useTranslation } from '../../lib/i18n-react';
import type { ProductPage } from '../../../shared/catalog/catalog.types';
import { datasheetUrl } from '../../../shared/catalog/datasheet';
import { localeOf } from '../../../shared/locales';
import { EnquiryButton } from '../enquiry/EnquiryButton';

const PRIMARY = 'inline-flex items-center justify-center rounded bg-volt-500 px-5 py-3 font-semibold text-navy-950 hover:bg-volt-400';
const SECONDARY = 'inline-flex items-center justify-center rounded border border-navy-900/30 bg-white px-5 py-3 font-semibold text-navy-900 hover:bg-slate-100';

/**
 * The actions a buyer wants first: enquire, the product's datasheet in the page's language (made from the catalogue,
 * so every product has one), and a brochure when one was uploaded.
 */
export function ProductActions({ data }: { data: ProductPage }) {
  const { t, i18n } = useTranslation('catalog');
  const brochure = data.downloads.find((download) => download.category === 'brochure');
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <EnquiryButton kind="product-enquiry" product={enquiryProduct(data)} label={t('product.enquire')} className={PRIMARY} />
      <a href={datasheetUrl(data.slug, localeOf(i18n.language))} className={SECONDARY} download data-testid="product-datasheet">
        {t('product.datasheet')}
      </a>
      {brochure && (
        <a href={brochure.url} className={SECONDARY} download>
          {t('product.brochure')}
        </a>
      )}
    </div>
  );
}

export function enquiryProduct(data: ProductPage) {
  return data.option
    ? { id: data.id, name: data.name, optionId: data.option.id, optionName: data.option.name }
    : { id: data.id, name: data.name };
}
