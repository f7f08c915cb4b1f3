import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { EventCard } from '../../../shared/editorial/articles.types';

/** Events as rows: date and place first (what a visitor scans for), then the title and a line of text. */
export function EventRows({ events }: { events: readonly EventCard[] }) {
  const { t } = useTranslation('articles');
  return (
    <ul className="grid gap-4">
      {events.map((event) => (
        <li
          key={event.id}
          className={`group relative flex flex-col gap-4 overflow-hidden rounded-lg border bg-white p-4 shadow-sm transition hover:border-navy-700 hover:shadow sm:flex-row sm:p-5 ${event.upcoming ? 'border-slate-200' : 'border-slate-200/70'}`}
        >
          {event.imageUrl && (
            <img src={event.imageUrl} alt="" width={240} height={160} loading="lazy" className="hidden aspect-[3/2] w-48 shrink-0 rounded bg-slate-50 object-contain p-2 sm:block" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-navy-700">
              <span className="inline-flex items-center gap-1.5 tabular">
                <CalendarIcon />
                <span className="sr-only">{t('events.date')}: </span>
                <time dateTime={event.startsAt.slice(0, 10)}>{event.dateText}</time>
              </span>
              {event.location && (
                <span className="inline-flex items-center gap-1.5">
                  <PinIcon />
                  <span className="sr-only">{t('events.location')}: </span>
                  {event.location}
                </span>
              )}
            </p>
            <h3 className="text-lg font-semibold text-navy-900">
              <Link href={event.url} className="after:absolute after:inset-0 group-hover:underline">
                {event.title}
              </Link>
            </h3>
            {event.summary && <p className="line-clamp-3 text-slate-700">{event.summary}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3" y="4" width="14" height="13" rx="1.5" />
      <path d="M3 8h14M7 2.5v3M13 2.5v3" strokeLinecap="round" />
    </svg>
  );
}

export function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M10 18s5.5-5.2 5.5-9.5a5.5 5.5 0 0 0-11 0C4.5 12.8 10 18 10 18Z" />
      <circle cx="10" cy="8.5" r="2" />
    </svg>
  );
}
