import { z } from 'zod';
import { localized, text, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

const image = z.object({
  imageUrl: url().refine((value) => value !== '', { message: 'msg:required' }),
  url: url(),
  ...localized('caption', { max: 255, requireEn: false }),
  ...localized('caption_sub', { max: 255, requireEn: false }),
});

/** Image galleries (/gallery/{id}); GALLERY, CAROUSEL and SLIDER widgets show one by its id. */
export const galleriesResource = {
  name: 'galleries',
  basePath: '/admin/content/galleries',
  routes: { list: 'admin.content.galleries', edit: 'admin.content.galleries.edit', add: 'admin.content.galleries.add' },
  ns: 'admin-pages',
  title: 'galleries.title',
  singular: 'galleries.singular',
  parentPath: '/admin/content',
  schema: z.object({
    name: text(120),
    ...localized('title', { max: 255, requireEn: false }),
    images: z.array(image).max(200).default([]),
  }),
  fields: [
    { name: 'name', kind: 'text', required: true, label: 'galleries.fields.name', help: 'galleries.help.name' },
    { name: 'title', kind: 'localized', label: 'galleries.fields.title' },
    {
      name: 'images',
      kind: 'children',
      itemLabel: 'galleries.image',
      label: 'galleries.fields.images',
      fields: [
        { name: 'imageUrl', kind: 'image', required: true, label: 'galleries.fields.imageUrl' },
        { name: 'url', kind: 'text', label: 'galleries.fields.url', help: 'galleries.help.url' },
        { name: 'caption', kind: 'localized', label: 'galleries.fields.caption' },
        { name: 'caption_sub', kind: 'localized', label: 'galleries.fields.caption_sub' },
      ],
    },
  ],
  columns: [
    { field: 'id', kind: 'number', sortable: true },
    { field: 'name', kind: 'text', sortable: true, label: 'galleries.fields.name' },
    { field: 'title', kind: 'localized', sortable: true, label: 'galleries.fields.title' },
  ],
  labelField: 'name',
  searchFields: ['name', 'title'],
  defaultSort: { field: 'id', dir: 'asc' },
  filters: [],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
