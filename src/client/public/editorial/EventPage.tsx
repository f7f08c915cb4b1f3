import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { EventPage as EventData } from '../../../shared/editorial/articles.types';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { Prose } from '../catalog/Prose';
import { usePageLocale } from '../catalog/use-locale-param';
import { NotFoundPage } from '../NotFoundPage';
import { Breadcrumbs } from '../catalog/Breadcrumbs';
import { Fact, Facts } from '../../components/ui/Facts';
import { HeroImage } from './HeroImage';
import { eventQueryInput, isArticleKey } from './query-inputs';
import { Related } from './Related';
import { PRIMARY, SECONDARY } from './styles';

/** /events/{id} (numeric id or slug): when and where, what to see there, add to calendar, the organiser's site. */
export function EventPage({ id }: { id: string }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const valid = isArticleKey(id);
  const query = useQuery({ ...trpc.public.editorial.event.queryOptions(eventQueryInput(id, locale)), enabled: valid });
  useTranslation('articles'); // its texts load beside the data, not after it
  if (!valid) return <NotFoundPage />;
  if (query.isPending) return <Spinner />;
  if (!query.data) return <NotFoundPage />;
  return <EventView data={query.data} />;
}

function EventView({ data }: { data: EventData }) {
  const { t } = useTranslation('articles');
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs namespace="articles" crumbs={[{ name: t('events.title'), url: '/events' }, { name: data.title, url: data.url }]} />
      <header className="mt-4">
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
      </header>
      <HeroImage src={data.imageUrl} />
      {data.bodyHtml && <Prose html={data.bodyHtml} className="mt-8 max-w-3xl text-lg" />}
      <Related related={data.related} />
      <p className="mt-10">
        <Link href="/events" className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
          {t('events.all')}
        </Link>
      </p>
    </article>
  );
}
