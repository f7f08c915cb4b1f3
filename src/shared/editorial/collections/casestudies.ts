import { z } from 'zod';
import { flag, localized, optionalRelationId, slug, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** Customer stories (/casestudies), each filed under one of the ten applications. */
export const caseStudiesResource = {
  name: 'casestudies',
  basePath: '/admin/content/casestudies',
  routes: { list: 'admin.content.casestudies', edit: 'admin.content.casestudies.edit', add: 'admin.content.casestudies.add' },
  ns: 'admin-pages',
  title: 'casestudies.title',
  singular: 'casestudies.singular',
  parentPath: '/admin/content',
  schema: z.object({
    slug: slug(),
    applicationId: optionalRelationId(),
    ...localized('title', { max: 255 }),
    ...localized('summary', { max: 2000, requireEn: false }),
    ...localized('body', { max: 100_000, requireEn: false }),
    imageUrl: url(),
    published: flag(true),
  }),
  fields: [
    { name: 'title', kind: 'localized', required: true, label: 'casestudies.fields.title' },
    { name: 'slug', kind: 'text', required: true, label: 'casestudies.fields.slug' },
    { name: 'applicationId', kind: 'relation', resource: 'applications', nullable: true, label: 'casestudies.fields.applicationId' },
    { name: 'summary', kind: 'localized', multiline: true, label: 'casestudies.fields.summary' },
    { name: 'body', kind: 'localizedRich', label: 'casestudies.fields.body' },
    { name: 'imageUrl', kind: 'image', label: 'casestudies.fields.imageUrl' },
    { name: 'published', kind: 'boolean', label: 'casestudies.fields.published' },
  ],
  columns: [
    { field: 'title', kind: 'localized', sortable: true, label: 'casestudies.fields.title' },
    { field: 'applicationId', kind: 'relation', label: 'casestudies.fields.applicationId' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'casestudies.fields.published' },
    { field: 'createdAt', kind: 'date', sortable: true, label: 'casestudies.fields.createdAt' },
  ],
  labelField: 'title_EN',
  searchFields: ['title', 'slug'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [
    { field: 'applicationId', kind: 'relation', resource: 'applications', label: 'casestudies.fields.applicationId' },
    { field: 'published', kind: 'boolean', label: 'casestudies.fields.published' },
  ],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
