import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { ProductCard } from '../../../shared/catalog/catalog.types';

/** A grid of product cards: image, model code, name and one-line purpose; the whole card is one link. */
export function ProductCards({ products, headingLevel = 'h2' }: { products: readonly ProductCard[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product.id}>
          <Link
            href={product.url}
            className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:border-navy-700 hover:shadow"
          >
            <img
              src={product.imageUrl || '/images/products/accessory-case.svg'}
              alt=""
              width={480}
              height={320}
              loading="lazy"
              className="aspect-[3/2] w-full bg-slate-50 object-contain p-4"
            />
            <div className="flex flex-1 flex-col gap-1 p-4">
              {product.modelCode && <p className="text-xs font-semibold tracking-wider text-navy-700 uppercase tabular">{product.modelCode}</p>}
              <Heading className="text-base font-semibold text-navy-900 group-hover:underline">{product.name}</Heading>
              <p className="line-clamp-3 text-sm text-slate-600">{product.summary}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A small list of product links (relations: accessories, parts, compatible with ...). */
export function ProductLinks({ products }: { products: readonly ProductCard[] }) {
  const { t } = useTranslation('catalog');
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {products.map((product) => (
        <li key={product.id}>
          <Link href={product.url} className="flex items-center gap-3 rounded border border-slate-200 bg-white p-3 hover:border-navy-700">
            <img src={product.imageUrl || '/images/products/accessory-case.svg'} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 object-contain" />
            <span className="min-w-0">
              <span className="block font-medium wrap-anywhere text-navy-900">{product.name}</span>
              {product.modelCode && (
                <span className="block text-xs text-slate-600 tabular">
                  {t('model')} {product.modelCode}
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
