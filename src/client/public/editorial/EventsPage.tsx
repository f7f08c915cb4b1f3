import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearch } from 'wouter';
import type { EventList } from '../../../shared/editorial/articles.types';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { EmptyState } from '../../components/ui/EmptyState';
import { ArticleGate } from './ArticleGate';
import { EventRows } from './EventRows';
import { ListHeader } from './ListHeader';
import { ListPagination } from './ListPagination';
import { listQueryInput } from './query-inputs';

/** /events: the events still to come (soonest first), then those that have taken place, in their own section. */
export function EventsPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const input = listQueryInput(new URLSearchParams(useSearch()), locale);
  const query = useQuery({ ...trpc.public.editorial.events.queryOptions(input), placeholderData: keepPreviousData });
  return <ArticleGate valid query={query}>{(data) => <EventsView data={data} />}</ArticleGate>;
}

function EventsView({ data }: { data: EventList }) {
  const { t } = useTranslation('articles');
  const upcoming = data.rows.filter((event) => event.upcoming);
  const past = data.rows.filter((event) => !event.upcoming);
  // The upcoming section leads the first page even when empty, so "nothing planned" is said, not left to guess.
  const showUpcoming = upcoming.length > 0 || data.page === 1;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ListHeader kind="events" />
      {showUpcoming && (
        <section aria-labelledby="upcoming-events" className="mt-8">
          <h2 id="upcoming-events" className="mb-4 text-2xl font-semibold text-navy-900">{t('events.upcoming')}</h2>
          {upcoming.length > 0 ? <EventRows events={upcoming} /> : <EmptyState>{t('events.noUpcoming')}</EmptyState>}
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="past-events" className="mt-10">
          <h2 id="past-events" className="mb-4 text-2xl font-semibold text-navy-900">{t('events.past')}</h2>
          <EventRows events={past} />
        </section>
      )}
      <ListPagination path="/events" page={data.page} total={data.total} perPage={data.perPage} label={t('events.pagesLabel')} />
    </div>
  );
}
