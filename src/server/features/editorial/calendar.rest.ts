import { Hono } from 'hono';
import { EventKeySchema } from '../../../shared/editorial/articles.schema';
import { DomainError, MESSAGES } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { eventCalendar } from './event-calendar';
import { notFoundEvent, recordWebsiteEvent } from '../logs/website-log';
import { anonymousContext } from '../../rest/guard';

/**
 * GET /events/{id}/calendar.ics: "Add to calendar" on an event's page. A plain download (no script needed), in the
 * visitor's language (?lang= or the locale cookie). An unknown or unpublished event, or an id no event can have, is a
 * 404 like any unknown address.
 */
export const eventCalendarApi = new Hono<AppEnv>().get('/:id/calendar.ics', async (c) => {
  const key = EventKeySchema.safeParse(c.req.param('id'));
  const file = key.success ? await eventCalendar(anonymousContext(c), key.data) : null;
  if (!file) {
    recordWebsiteEvent(c.var.deps, notFoundEvent(c));
    throw new DomainError(404, MESSAGES.notFound);
  }
  return c.body(file.body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    // The file carries the time it was made (DTSTAMP) and follows edits: never kept by a cache.
    'Cache-Control': 'no-store',
  });
});
