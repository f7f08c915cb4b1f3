import type { Locale } from '../../../shared/locales';
import { absoluteUrl } from '../../../shared/seo/head';
import { BRAND } from '../../../shared/settings/brand';
import type { AppDeps } from '../../deps';
import { eventPage } from './events';
import { calendarFile } from './ics';
import { plainText } from './plain-text';

export interface CalendarDownload {
  fileName: string;
  body: string;
}

/**
 * GET /events/{id}/calendar.ics: the event as an iCalendar file in the visitor's language, from the same cached data
 * as its page; null when the event is unknown or unpublished.
 */
export async function eventCalendar(deps: AppDeps, key: string, locale: Locale, now = new Date()): Promise<CalendarDownload | null> {
  const event = await eventPage(deps, { id: key, locale }, now.getTime());
  if (!event) return null;
  const origin = deps.env.APP_URL.replace(/\/$/, '');
  const text = plainText(event.bodyHtml);
  const body = calendarFile(
    {
      // Stable per event and site: importing the file again updates the calendar entry.
      uid: `event-${event.id}@${new URL(origin).host}`,
      stamp: now,
      start: new Date(event.startsAt),
      end: event.endsAt ? new Date(event.endsAt) : null,
      summary: event.title,
      location: event.location,
      description: [text, event.externalUrl].filter(Boolean).join('\n\n'),
      url: absoluteUrl(origin, event.url),
    },
    `-//${BRAND.company}//Events//EN`,
  );
  return { fileName: `${event.slug}.ics`, body };
}
