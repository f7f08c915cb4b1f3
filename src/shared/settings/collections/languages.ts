import { z } from 'zod';
import { flag, optionalText, sortOrder, text } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** ISO 639-1: two lower-case letters, as the site's URLs and cookies write a language. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2}$/;

export const languagesResource = {
  name: 'languages',
  basePath: '/admin/settings/languages',
  routes: { list: 'admin.settings.languages' },
  ns: 'admin-settings',
  title: 'languages.title',
  singular: 'languages.singular',
  parentPath: '/admin/settings',
  schema: z.object({
    // Not lower-cased silently: an admin typing "EN" learns the convention instead of getting a surprise.
    code: z.string().trim().regex(LANGUAGE_CODE_PATTERN),
    name: text(60),
    nativeName: optionalText(60),
    enabled: flag(true),
    sort: sortOrder(),
  }),
  fields: [
    { name: 'code', kind: 'text', required: true, label: 'languages.fields.code', help: 'languages.help.code' },
    { name: 'name', kind: 'text', required: true, label: 'languages.fields.name' },
    { name: 'nativeName', kind: 'text', label: 'languages.fields.nativeName' },
    { name: 'enabled', kind: 'boolean', label: 'languages.fields.enabled' },
    { name: 'sort', kind: 'number', label: 'languages.fields.sort' },
  ],
  columns: [
    { field: 'code', kind: 'text', sortable: true, label: 'languages.fields.code' },
    { field: 'name', kind: 'text', sortable: true, label: 'languages.fields.name' },
    { field: 'nativeName', kind: 'text', sortable: true, label: 'languages.fields.nativeName' },
    { field: 'enabled', kind: 'boolean', sortable: true, label: 'languages.fields.enabled' },
    { field: 'sort', kind: 'number', sortable: true, label: 'languages.fields.sort' },
  ],
  labelField: 'name',
  searchFields: ['code', 'name', 'nativeName'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [{ field: 'enabled', kind: 'boolean', label: 'languages.fields.enabled' }],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
