import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation, useSearch } from 'wouter';
import type { TroubleshootingPage as TroubleshootingData } from '../../../shared/content/information-pages.types';
import { useTRPC } from '../../trpc';
import { Prose } from '../catalog/Prose';
import { usePageLocale } from '../catalog/use-locale-param';
import { PageShell, PageState } from './PageShell';
import { troubleshootingQueryInput } from './query-inputs';
import { SearchForm } from './SearchForm';
import { LINK } from '../../components/ui/format';
import { SelectField } from '../../components/form/fields';

/** The page's URL for a product (slug, '' for all) and a symptom. */
function troubleshootingHref(product: string, q: string): string {
  const params = new URLSearchParams();
  if (product) params.set('product', product);
  if (q) params.set('q', q);
  const query = params.toString();
  return `/troubleshooting${query ? `?${query}` : ''}`;
}

const productOf = (form: HTMLFormElement) => String(new FormData(form).get('product') ?? '');

/**
 * /troubleshooting?product=&q=: the entries by product and symptom. The form is a real GET (the server filters too),
 * each entry links its product.
 */
export function TroubleshootingPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const input = troubleshootingQueryInput(new URLSearchParams(useSearch()), locale);
  const query = useQuery({ ...trpc.public.content.troubleshooting.queryOptions(input), placeholderData: keepPreviousData });
  const { t } = useTranslation('pages');
  const hrefFor = useCallback((q: string, form: HTMLFormElement) => troubleshootingHref(productOf(form), q), []);
  if (!query.data) return <PageState routeId="troubleshooting" query={query} />;
  return (
    <PageShell routeId="troubleshooting" lead={t('troubleshooting.lead')}>
      <SearchForm action="/troubleshooting" q={input.q ?? ''} label={t('troubleshooting.symptom')} hrefFor={hrefFor}>
        <ProductSelect data={query.data} selected={input.product ?? ''} q={input.q ?? ''} />
      </SearchForm>
      <Entries data={query.data} />
    </PageShell>
  );
}

/** Choosing a product shows its entries at once (the search button also sends it, for a page without the app). */
function ProductSelect({ data, selected, q }: { data: TroubleshootingData; selected: string; q: string }) {
  const { t } = useTranslation('pages');
  const [, navigate] = useLocation();
  return (
    <div className="sm:w-72">
      <SelectField label={t('troubleshooting.product')} name="product" value={selected} onChange={(event) => navigate(troubleshootingHref(event.target.value, q))}>
        <option value="">{t('troubleshooting.allProducts')}</option>
        {data.products.map((product) => (
          <option key={product.slug} value={product.slug}>
            {/* Most names start with their model code; those that do not get it in front. */}
            {!product.modelCode || product.name.includes(product.modelCode) ? product.name : `${product.modelCode} – ${product.name}`}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function Entries({ data }: { data: TroubleshootingData }) {
  const { t } = useTranslation('pages');
  const filtered = data.q !== '' || data.product !== '';
  return (
    <section aria-labelledby="troubleshooting-results" className="mt-6">
      <h2 id="troubleshooting-results" className="sr-only">
        {t('troubleshooting.results')}
      </h2>
      <p role="status" className="text-sm text-slate-600">
        {filtered ? t('troubleshooting.matches', { n: data.entries.length, total: data.total }) : t('troubleshooting.count', { n: data.total })}
        {filtered && (
          <>
            {' '}
            <Link href="/troubleshooting" className={LINK}>
              {t('showAll')}
            </Link>
          </>
        )}
      </p>
      {data.entries.length === 0 ? (
        <p className="mt-6 rounded border border-slate-200 bg-white p-5 text-slate-700">
          {t('noResults')}{' '}
          <Link href="/contact" className={LINK}>
            {t('askUs')}
          </Link>
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {data.entries.map((entry) => (
            <li key={entry.id}>
              <article aria-labelledby={`entry-${entry.id}`} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <h3 id={`entry-${entry.id}`} className="text-lg font-semibold text-navy-900">
                  {entry.problem}
                </h3>
                {entry.product && (
                  <p className="mt-1 text-sm text-slate-600">
                    {t('troubleshooting.for')}{' '}
                    <Link href={entry.product.url} className={LINK}>
                      {entry.product.name}
                    </Link>
                  </p>
                )}
                <Prose html={entry.solutionHtml} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
