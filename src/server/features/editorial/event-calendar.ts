import { absoluteUrl } from '../../../shared/seo/head';
import { BRAND } from '../../../shared/settings/brand';
import { eventPage } from './events';
import { calendarFile } from './ics';
import { plainText } from './plain-text';
import type { Ctx } from '../../service-context';

export interface CalendarDownload {
  fileName: string;
  body: string;
}

/**
 * GET /events/{id}/calendar.ics: the event as an iCalendar file in the visitor's language, from the same cached data
 * as its page; null when the event is unknown or unpublished.
 */
export async function eventCalendar(ctx: Ctx<'deps' | 'locale' | 'now'>, key: string): Promise<CalendarDownload | null> {
  const { deps, locale, now } = ctx;
  const event = await eventPage({ deps, now: new Date(now.getTime()) }, { id: key, locale });
  if (!event) return null;
  const origin = deps.env.APP_URL;
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
