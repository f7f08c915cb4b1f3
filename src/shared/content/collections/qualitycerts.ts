import { z } from 'zod';
import { localized, optionalDate, sortOrder, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';
import { endNotBefore } from '../../editorial/collections/offers';

const validity = endNotBefore('issuedAt', 'expiresAt');

/** The company's quality certificates (ISO 9001 ...), shown on /about/certification with the certificate to download. */
export const qualityCertsResource = {
  name: 'qualitycerts',
  basePath: '/admin/content/qualitycerts',
  routes: { list: 'admin.content.qualitycerts', edit: 'admin.content.qualitycerts.edit', add: 'admin.content.qualitycerts.add' },
  ns: 'admin-pages',
  title: 'qualitycerts.title',
  singular: 'qualitycerts.singular',
  parentPath: '/admin/content',
  schema: z
    .object({
      ...localized('name', { max: 255 }),
      ...localized('description', { max: 5000, requireEn: false }),
      imageUrl: url(),
      fileUrl: url(),
      issuedAt: optionalDate(),
      expiresAt: optionalDate(),
      sort: sortOrder(),
    })
    .refine(validity.check, validity.params),
  fields: [
    { name: 'name', kind: 'localized', required: true, label: 'qualitycerts.fields.name' },
    { name: 'description', kind: 'localized', multiline: true, label: 'qualitycerts.fields.description' },
    { name: 'imageUrl', kind: 'image', label: 'qualitycerts.fields.imageUrl' },
    { name: 'fileUrl', kind: 'file', label: 'qualitycerts.fields.fileUrl', help: 'qualitycerts.help.fileUrl' },
    { name: 'issuedAt', kind: 'date', label: 'qualitycerts.fields.issuedAt' },
    { name: 'expiresAt', kind: 'date', label: 'qualitycerts.fields.expiresAt' },
    { name: 'sort', kind: 'number', label: 'qualitycerts.fields.sort' },
  ],
  columns: [
    { field: 'name', kind: 'localized', sortable: true, label: 'qualitycerts.fields.name' },
    { field: 'issuedAt', kind: 'date', sortable: true, label: 'qualitycerts.fields.issuedAt' },
    { field: 'expiresAt', kind: 'date', sortable: true, label: 'qualitycerts.fields.expiresAt' },
    { field: 'sort', kind: 'number', sortable: true, label: 'qualitycerts.fields.sort' },
  ],
  labelField: 'name_EN',
  searchFields: ['name', 'description'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
