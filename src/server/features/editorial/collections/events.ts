import { eventsResource } from '../../../../shared/resources/content/events';
import { events } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const eventsServer = {
  def: eventsResource,
  table: events,
  scope: 'global',
  unique: ['slug'],
} satisfies ServerResource;
