import { z } from 'zod';
import { flag, localized, optionalDate, slug, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** News articles of /blog and /blog/{slug}; newest first, as the public list shows them. */
export const blogResource = {
  name: 'blog',
  basePath: '/admin/content/blog',
  routes: { list: 'admin.content.blog', edit: 'admin.content.blog.edit', add: 'admin.content.blog.add' },
  ns: 'admin-content',
  title: 'blog.title',
  singular: 'blog.singular',
  parentPath: '/admin/content',
  schema: z.object({
    slug: slug(),
    ...localized('title', { max: 255 }),
    // The list teaser may be left out: the site then shows the start of the body.
    ...localized('summary', { max: 1000, requireEn: false }),
    ...localized('body', { max: 100_000 }),
    imageUrl: url(),
    publishedAt: optionalDate(),
    published: flag(false),
  }),
  fields: [
    { name: 'title', kind: 'localized', required: true, label: 'blog.fields.title' },
    { name: 'slug', kind: 'text', required: true, label: 'blog.fields.slug', help: 'blog.help.slug' },
    { name: 'summary', kind: 'localized', multiline: true, label: 'blog.fields.summary' },
    { name: 'body', kind: 'localizedRich', required: true, label: 'blog.fields.body' },
    { name: 'imageUrl', kind: 'image', label: 'blog.fields.imageUrl' },
    { name: 'publishedAt', kind: 'date', label: 'blog.fields.publishedAt' },
    { name: 'published', kind: 'boolean', label: 'blog.fields.published' },
  ],
  columns: [
    { field: 'title', kind: 'localized', sortable: true, label: 'blog.fields.title' },
    { field: 'slug', kind: 'text', sortable: true, label: 'blog.fields.slug' },
    { field: 'publishedAt', kind: 'date', sortable: true, label: 'blog.fields.publishedAt' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'blog.fields.published' },
  ],
  labelField: 'title_EN',
  searchFields: ['title', 'slug'],
  defaultSort: { field: 'publishedAt', dir: 'desc' },
  filters: [{ field: 'published', kind: 'boolean', label: 'blog.fields.published' }],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
