import { z } from 'zod';
import { text } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** An HS heading (4 digits) or subheading, up to a 10-digit TARIC code, digits optionally grouped by spaces or dots. */
const HS_CODE = /^\d{4}(?:[ .]?\d{2}){0,3}$/;

/** "90303320" and "9030.33.20" are the same code: stored as "9030 33 20", so uniqueness sees them as one. */
export function normaliseHsCode(code: string): string {
  const digits = code.replace(/\D/g, '');
  return [digits.slice(0, 4), ...(digits.slice(4).match(/\d{2}/g) ?? [])].join(' ');
}

/** Commodity (HS / tariff) codes printed on export paperwork. */
export const commCodesResource = {
  name: 'commcodes',
  basePath: '/admin/settings/commcodes',
  routes: { list: 'admin.settings.commcodes' },
  ns: 'admin-settings',
  title: 'commcodes.title',
  singular: 'commcodes.singular',
  parentPath: '/admin/settings',
  schema: z.object({
    code: z.string().trim().regex(HS_CODE).transform(normaliseHsCode),
    description: text(500),
  }),
  fields: [
    { name: 'code', kind: 'text', required: true, label: 'commcodes.fields.code', help: 'commcodes.help.code' },
    { name: 'description', kind: 'textarea', required: true, label: 'commcodes.fields.description' },
  ],
  columns: [
    { field: 'code', kind: 'text', sortable: true, label: 'commcodes.fields.code' },
    { field: 'description', kind: 'text', sortable: true, label: 'commcodes.fields.description' },
  ],
  labelField: 'code',
  searchFields: ['code', 'description'],
  defaultSort: { field: 'code', dir: 'asc' },
  filters: [],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
