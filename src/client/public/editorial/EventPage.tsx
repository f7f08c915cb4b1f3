import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { EventPage as EventData } from '../../../shared/editorial/articles.types';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { Fact, Facts } from '../../components/ui/Facts';
import { ArticleFrame } from './ArticleFrame';
import { ArticleGate } from './ArticleGate';
import { eventQueryInput, isArticleKey } from './query-inputs';
import { PRIMARY, SECONDARY } from './styles';

/** /events/{id} (numeric id or slug): when and where, what to see there, add to calendar, the organiser's site. */
export function EventPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const valid = isArticleKey(id);
  const query = useQuery({ ...trpc.public.editorial.event.queryOptions(eventQueryInput(id, locale)), enabled: valid });
  return <ArticleGate valid={valid} query={query}>{(data) => <EventView data={data} />}</ArticleGate>;
}

function EventView({ data }: { data: EventData }) {
  const { t } = useTranslation('articles');
  return (
    <ArticleFrame
      kind="events"
      article={data}
      header={
        <>
          {!data.upcoming && (
            <p role="note" className="mb-4 rounded border border-slate-300 bg-slate-100 px-4 py-3 font-semibold text-slate-800">
              {t('events.ended')}
            </p>
          )}
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">{data.title}</h1>
          <Facts layout="grid" columns={2} className="mt-5">
            <Fact label={t('events.date')}>
              <time dateTime={data.startsAt.slice(0, 10)} className="tabular">
                {data.dateText}
              </time>
            </Fact>
            {data.location && <Fact label={t('events.location')}>{data.location}</Fact>}
          </Facts>
          <div className="mt-6 flex flex-wrap gap-3">
            {data.upcoming && (
              // A plain download: the server answers text/calendar, which calendars and phones open directly.
              <a href={data.calendarUrl} download className={PRIMARY}>
                {t('events.addToCalendar')}
              </a>
            )}
            {data.externalUrl && (
              <a href={data.externalUrl} rel="noopener noreferrer external" className={SECONDARY}>
                {t('events.website')}
              </a>
            )}
          </div>
        </>
      }
      body={data.bodyHtml}
      all={t('events.all')}
    />
  );
}
