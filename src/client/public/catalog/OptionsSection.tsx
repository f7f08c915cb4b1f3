import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { ProductPage } from '../../../shared/catalog/catalog.types';
import { ScrollBox } from '../../components/ui/ScrollBox';

/** The product's options with links, and where they differ, the options side by side. */
export function OptionsSection({ data }: { data: ProductPage }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="space-y-6">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.options.map((option) => {
          const current = data.option?.slug === option.slug;
          return (
            <li key={option.slug}>
              <Link
                href={option.url}
                aria-current={current ? 'page' : undefined}
                className={`flex h-full gap-3 rounded border bg-white p-3 hover:border-navy-700 ${current ? 'border-navy-900 ring-2 ring-navy-900' : 'border-slate-200'}`}
              >
                {option.imageUrl && <img src={option.imageUrl} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 object-contain" />}
                <span className="min-w-0">
                  <span className="block text-xs font-semibold text-navy-700 tabular">{option.modelCode}</span>
                  <span className="block font-medium text-navy-900">{option.name}</span>
                  <span className="block text-sm text-slate-600">{option.summary}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {data.option && (
        <Link href={`/product/${data.slug}`} className="inline-block text-sm font-semibold text-navy-700 underline">
          {t('product.allOptions', { name: data.name })}
        </Link>
      )}
      {data.comparison.length > 0 && (
        <ScrollBox label={t('product.compare')} className="relative overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full border-collapse text-sm">
            <caption className="bg-slate-100 px-4 py-2 text-left font-semibold text-navy-900">{t('product.compare')}</caption>
            <thead>
              <tr>
                <td className="sticky left-0 bg-white" />
                {data.options.map((option) => (
                  <th key={option.slug} scope="col" className="px-4 py-2 text-left font-semibold whitespace-nowrap text-navy-900 tabular">
                    {option.modelCode}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.comparison.map((row) => (
                <tr key={row.label} className="border-t border-slate-200">
                  <th scope="row" className="sticky left-0 bg-white px-4 py-2 text-left font-medium text-slate-700">
                    {row.label}
                    {row.unit && <span className="ml-1 font-normal text-slate-600">({row.unit})</span>}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={index} className="px-4 py-2 whitespace-nowrap text-navy-900 tabular">{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </div>
  );
}
