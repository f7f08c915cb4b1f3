import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { Link as LinkData, Related as RelatedData } from '../../../shared/editorial/articles.types';

/** The products an article is about, and their industries and product groups: links on into the catalogue. */
export function Related({ related }: { related: RelatedData }) {
  const { t } = useTranslation('articles');
  if (related.products.length === 0 && related.applications.length === 0 && related.tags.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="related-heading" className="text-xl font-semibold text-navy-900">{t('related.heading')}</h2>
      {related.products.length > 0 && (
        <section aria-labelledby="related-products" className="mt-4">
          <h3 id="related-products" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('related.products')}</h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {related.products.map((product) => (
              <li key={product.id}>
                <Link href={product.url} className="flex items-center gap-3 rounded border border-slate-200 bg-white p-3 hover:border-navy-700">
                  <img src={product.imageUrl || '/images/products/accessory-case.svg'} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 object-contain" />
                  <span className="min-w-0">
                    <span className="block font-medium wrap-anywhere text-navy-900">{product.name}</span>
                    {product.modelCode && <span className="block text-xs text-slate-600 tabular">{t('related.model', { code: product.modelCode })}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Chips id="related-applications" title={t('related.applications')} links={related.applications} />
      <Chips id="related-tags" title={t('related.tags')} links={related.tags} />
    </section>
  );
}

function Chips({ id, title, links }: { id: string; title: string; links: readonly LinkData[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.url}>
            <Link href={link.url} className="inline-flex rounded-full border border-navy-900/20 bg-white px-4 py-2 text-sm font-medium text-navy-900 hover:border-navy-700 hover:bg-slate-50">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
