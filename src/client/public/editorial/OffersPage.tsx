import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearch } from 'wouter';
import type { OfferCard, OffsetPage } from '../../../shared/editorial/articles.types';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { NotFoundPage } from '../NotFoundPage';
import { ArticleCards, EmptyList } from './ArticleCards';
import { ListHeader } from './ListHeader';
import { ListPagination } from './ListPagination';
import { listQueryInput } from './query-inputs';

/** /offers: the offers running now (ended ones keep their own page, but leave the list). */
export function OffersPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const input = listQueryInput(new URLSearchParams(useSearch()), locale);
  const query = useQuery({ ...trpc.public.editorial.offers.queryOptions(input), placeholderData: keepPreviousData });
  useTranslation('articles'); // its texts load beside the data, not after it
  if (query.isPending) return <Spinner />;
  if (!query.data) return <NotFoundPage />;
  return <OffersView data={query.data} />;
}

function OffersView({ data }: { data: OffsetPage<OfferCard> }) {
  const { t } = useTranslation('articles');
  const items = data.rows.map((offer) => ({
    ...offer,
    eyebrow: <time dateTime={offer.endsAt.slice(0, 10)}>{t('offers.endsOn', { date: offer.endDateText })}</time>,
  }));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ListHeader kind="offers" />
      <section aria-label={t('offers.title')} className="mt-8">
        {items.length > 0 ? <ArticleCards items={items} /> : <EmptyList>{t('offers.none')}</EmptyList>}
      </section>
      <ListPagination path="/offers" page={data.page} total={data.total} perPage={data.perPage} label={t('offers.pagesLabel')} />
    </div>
  );
}
