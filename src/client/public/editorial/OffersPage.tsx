import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearch } from 'wouter';
import type { OfferCard, OffsetPage } from '../../../shared/editorial/articles.types';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { ArticleGate } from './ArticleGate';
import { CardList } from './CardList';
import { listQueryInput } from './query-inputs';

/** /offers: the offers running now (ended ones keep their own page, but leave the list). */
export function OffersPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const input = listQueryInput(new URLSearchParams(useSearch()), locale);
  const query = useQuery({ ...trpc.public.editorial.offers.queryOptions(input), placeholderData: keepPreviousData });
  return <ArticleGate valid query={query}>{(data) => <OffersView data={data} />}</ArticleGate>;
}

function OffersView({ data }: { data: OffsetPage<OfferCard> }) {
  const { t } = useTranslation('articles');
  const items = data.rows.map((offer) => ({
    ...offer,
    eyebrow: <time dateTime={offer.endsAt.slice(0, 10)}>{t('offers.endsOn', { date: offer.endDateText })}</time>,
  }));
  return <CardList kind="offers" items={items} list={data} />;
}
