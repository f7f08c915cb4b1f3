import { z } from 'zod';
import { flag, localized, optionalDate, optionalRelationId, optionalText, requiredDate, slug, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';
import { endNotBefore } from './offers';

const range = endNotBefore('startsAt', 'endsAt');

/** Trade shows, open days and seminars (/events); a one-day event has no end date. */
export const eventsResource = {
  name: 'events',
  basePath: '/admin/content/events',
  routes: { list: 'admin.content.events', edit: 'admin.content.events.edit', add: 'admin.content.events.add' },
  ns: 'admin-pages',
  title: 'events.title',
  singular: 'events.singular',
  parentPath: '/admin/content',
  schema: z
    .object({
      slug: slug(),
      ...localized('title', { max: 255 }),
      ...localized('body', { max: 100_000, requireEn: false }),
      location: optionalText(255),
      countryId: optionalRelationId(),
      startsAt: requiredDate(),
      endsAt: optionalDate(),
      imageUrl: url(),
      url: url(),
      published: flag(true),
    })
    .refine(range.check, range.params),
  fields: [
    { name: 'title', kind: 'localized', required: true, label: 'events.fields.title' },
    { name: 'slug', kind: 'text', required: true, label: 'events.fields.slug' },
    { name: 'location', kind: 'text', label: 'events.fields.location' },
    { name: 'countryId', kind: 'relation', resource: 'countries', nullable: true, label: 'events.fields.countryId' },
    { name: 'startsAt', kind: 'date', required: true, label: 'events.fields.startsAt' },
    { name: 'endsAt', kind: 'date', label: 'events.fields.endsAt', help: 'events.help.endsAt' },
    { name: 'body', kind: 'localizedRich', label: 'events.fields.body' },
    { name: 'imageUrl', kind: 'image', label: 'events.fields.imageUrl' },
    { name: 'url', kind: 'text', label: 'events.fields.url', help: 'events.help.url' },
    { name: 'published', kind: 'boolean', label: 'events.fields.published' },
  ],
  columns: [
    { field: 'title', kind: 'localized', sortable: true, label: 'events.fields.title' },
    { field: 'location', kind: 'text', sortable: true, label: 'events.fields.location' },
    { field: 'countryId', kind: 'relation', label: 'events.fields.countryId' },
    { field: 'startsAt', kind: 'date', sortable: true, label: 'events.fields.startsAt' },
    { field: 'endsAt', kind: 'date', sortable: true, label: 'events.fields.endsAt' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'events.fields.published' },
  ],
  labelField: 'title_EN',
  searchFields: ['title', 'location', 'slug'],
  defaultSort: { field: 'startsAt', dir: 'desc' },
  filters: [
    { field: 'published', kind: 'boolean', label: 'events.fields.published' },
    { field: 'countryId', kind: 'relation', resource: 'countries', label: 'events.fields.countryId' },
  ],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
