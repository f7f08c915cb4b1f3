import { eventsResource } from '../../../../shared/editorial/collections/events';
import { events } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const eventsServer = {
  def: eventsResource,
  table: events,
  scope: 'global',
  unique: ['slug'],
  relations: { countryId: 'countries' },
} satisfies ServerResource;
