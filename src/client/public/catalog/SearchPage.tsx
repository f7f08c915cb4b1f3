import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation, useSearch } from 'wouter';
import type { SearchResults, SearchSegment } from '../../../shared/catalog/search.schema';
import { Pagination } from '../../components/ui/Pagination';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { searchQueryInput, type SearchRoute } from './query-inputs';
import { moreThanText } from './search-count';

/**
 * /search?q= (the header box) and /products/search?search= (the mobile box): ranked results with the matched words
 * marked, SPEC.md's pagination, and 'No results found'.
 */
export function SearchPage({ route }: { route: SearchRoute }) {
  const trpc = useTRPC();
  const search = new URLSearchParams(useSearch());
  const input = searchQueryInput(route, search);
  const query = useQuery({ ...trpc.public.search.results.queryOptions(input), placeholderData: keepPreviousData, enabled: input.q !== '' });
  const { t } = useTranslation('catalog');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-navy-900">{t('search.title')}</h1>
      <SearchBox route={route} initial={input.q} />
      {input.q === '' ? (
        <p className="mt-6 text-slate-700">{t('search.prompt')}</p>
      ) : (
        <div className="mt-6">
          <Loaded query={query} isEmpty={(data) => data.total === 0} empty={<span role="status">{t('search.noResults')}</span>}>
            {(data) => <Results route={route} data={data} />}
          </Loaded>
        </div>
      )}
    </div>
  );
}

function SearchBox({ route, initial }: { route: SearchRoute; initial: string }) {
  const { t } = useTranslation('catalog');
  const [, navigate] = useLocation();
  const [value, setValue] = useState(initial);
  const id = useId();
  const param = route === 'search' ? 'q' : 'search';
  const action = route === 'search' ? '/search' : '/products/search';
  return (
    <form
      role="search"
      action={action}
      className="mt-4 flex max-w-xl gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        // What the box shows, read from the form: it may hold text typed before the app took the page over.
        const term = String(new FormData(event.currentTarget).get(param) ?? '').trim();
        if (term) navigate(`${action}?${param}=${encodeURIComponent(term)}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        name={param}
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="min-w-0 flex-1 rounded border border-slate-300 px-3 py-2"
      />
      <button type="submit" className="rounded bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800">
        {t('search.submit')}
      </button>
    </form>
  );
}

function Results({ route, data }: { route: SearchRoute; data: SearchResults }) {
  const { t, i18n } = useTranslation('catalog');
  const [, navigate] = useLocation();
  const param = route === 'search' ? 'q' : 'search';
  const action = route === 'search' ? '/search' : '/products/search';
  const hrefFor = (page: number) => `${action}?${param}=${encodeURIComponent(data.q)}${page > 1 ? `&page=${page}` : ''}`;
  return (
    <section aria-labelledby="results">
      <h2 id="results" className="sr-only">{t('search.resultsFor', { q: data.q })}</h2>
      <ol className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
        {data.rows.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Link href={item.url} className="flex gap-4 p-4 hover:bg-slate-50">
              <img src={item.imageUrl || '/images/products/accessory-case.svg'} alt="" width={96} height={72} loading="lazy" className="h-16 w-20 shrink-0 object-contain" />
              <span className="min-w-0">
                <span className="block text-xs font-semibold text-navy-700 tabular">
                  <Marked segments={item.highlight.modelCode} />
                </span>
                <span className="block font-semibold text-navy-900 underline-offset-2 hover:underline">
                  <Marked segments={item.highlight.name} />
                </span>
                <span className="mt-1 block text-sm text-slate-600">
                  <Marked segments={item.highlight.summary} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <Pagination
        className="mt-6"
        page={data.page}
        total={data.total}
        perPage={data.perPage}
        countText={data.capped ? moreThanText(t, data, i18n.language) : undefined}
        label={t('search.pagesLabel')}
        hrefFor={hrefFor}
        onPageChange={(page) => navigate(hrefFor(page))}
      />
    </section>
  );
}

/** Text pieces with the query's words in <mark> (as text: never HTML). */
function Marked({ segments }: { segments: readonly SearchSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? (
          <mark key={index} className="rounded-sm bg-volt-400/60 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
