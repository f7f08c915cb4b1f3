import { z } from 'zod';
import { localized, requiredDate, slug, sortOrder, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/**
 * A refinement for a date range: `end` may not be before `start` ('YYYY-MM-DD' compares as text); reported on the
 * end field, the one to correct. An empty end (null) passes.
 */
export function endNotBefore<Start extends string, End extends string>(start: Start, end: End) {
  return {
    check: (value: Record<Start | End, string | null>) => {
      const from = value[start];
      const to = value[end];
      return from === null || to === null || to >= from;
    },
    params: { path: [end], message: 'msg:invalid' },
  };
}

const range = endNotBefore('startsAt', 'endsAt');

/** Offers run from startsAt to the end of endsAt (the server keeps the end day in); GET /api/offers lists the current ones. */
export const offersResource = {
  name: 'offers',
  basePath: '/admin/content/offers',
  routes: { list: 'admin.content.offers', edit: 'admin.content.offers.edit' },
  ns: 'admin-pages',
  title: 'offers.title',
  singular: 'offers.singular',
  parentPath: '/admin/content',
  schema: z
    .object({
      slug: slug(),
      ...localized('title', { max: 255 }),
      ...localized('summary', { max: 2000, requireEn: false }),
      imageUrl: url(),
      startsAt: requiredDate(),
      endsAt: requiredDate(),
      sort: sortOrder(),
    })
    .refine(range.check, range.params),
  fields: [
    { name: 'slug', kind: 'text', required: true, label: 'offers.fields.slug', help: 'offers.help.slug' },
    { name: 'title', kind: 'localized', required: true, label: 'offers.fields.title' },
    { name: 'summary', kind: 'localized', multiline: true, label: 'offers.fields.summary' },
    { name: 'imageUrl', kind: 'image', label: 'offers.fields.imageUrl' },
    { name: 'startsAt', kind: 'date', required: true, label: 'offers.fields.startsAt' },
    { name: 'endsAt', kind: 'date', required: true, label: 'offers.fields.endsAt', help: 'offers.help.endsAt' },
    { name: 'sort', kind: 'number', label: 'offers.fields.sort' },
  ],
  columns: [
    { field: 'title', kind: 'localized', sortable: true, label: 'offers.fields.title' },
    { field: 'slug', kind: 'text', sortable: true, label: 'offers.fields.slug' },
    { field: 'startsAt', kind: 'date', sortable: true, label: 'offers.fields.startsAt' },
    { field: 'endsAt', kind: 'date', sortable: true, label: 'offers.fields.endsAt' },
    { field: 'sort', kind: 'number', sortable: true, label: 'offers.fields.sort' },
  ],
  labelField: 'title_EN',
  searchFields: ['title', 'slug'],
  defaultSort: { field: 'startsAt', dir: 'desc' },
  filters: [],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
