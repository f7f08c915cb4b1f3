import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { ProductPage } from '../../../shared/catalog/catalog.types';
import { ProductActions } from './ProductActions';

/**
 * The top of a product page (UI-GUIDE.md): name, one-line purpose, key figures, the image, and the two actions a buyer
 * wants first (enquire, download the brochure).
 */
export function ProductHero({ data }: { data: ProductPage }) {
  const { t } = useTranslation('catalog');
  const title = data.option?.name ?? data.name;
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10">
      <div className="md:col-start-2 md:row-start-1">
        {data.modelCode && (
          <p className="text-sm font-semibold tracking-wider text-navy-700 uppercase tabular">
            {t('model')} {data.modelCode}
          </p>
        )}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">{title}</h1>
        {data.option && <p className="mt-1 text-sm text-slate-600">{t('product.optionOf', { name: data.name })}</p>}
        <p className="mt-3 text-lg text-slate-700">{data.summary}</p>
        {data.keyFigures.length > 0 && (
          <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('product.keyFigures')}>
            {data.keyFigures.map((row) => (
              <div key={row.key} className="rounded border border-slate-200 bg-white px-3 py-2">
                <dt className="text-xs text-slate-600">{row.label}</dt>
                <dd className="mt-0.5 font-semibold text-navy-900 tabular">
                  {row.value}
                  {row.unit && <span className="ml-1 text-sm font-normal text-slate-600">{row.unit}</span>}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <ProductActions data={data} />
      </div>
      <ImageGallery images={data.images} />
    </div>
  );
}

/** The product's pictures: one large, the others as buttons that show them (no script needed to see the first). */
function ImageGallery({ images }: { images: ProductPage['images'] }) {
  const { t } = useTranslation('catalog');
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  if (!current) return null;
  return (
    <div className="md:col-start-1 md:row-start-1">
      <img
        src={current.url}
        alt={current.alt}
        width={640}
        height={480}
        fetchPriority="high"
        className="aspect-[4/3] w-full rounded-lg border border-slate-200 bg-white object-contain p-6"
      />
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2" aria-label={t('product.images')}>
          {images.map((image, index) => (
            <li key={image.url + index}>
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-pressed={index === shown}
                aria-label={t('product.showImage', { n: index + 1 })}
                className="rounded border border-slate-200 bg-white p-1 aria-pressed:border-navy-900 aria-pressed:ring-2 aria-pressed:ring-navy-900"
              >
                <img src={image.url} alt="" width={80} height={60} loading="lazy" className="h-12 w-16 object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
