import { z } from 'zod';
import { PRICELIST_CURRENCIES } from '../../content/enums';
import { flag, optionalDate, text } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** Named price lists distributors are assigned to (their prices arrive with the portal). */
export const pricelistsResource = {
  name: 'pricelists',
  basePath: '/admin/settings/pricelists',
  routes: { list: 'admin.settings.pricelists', edit: 'admin.settings.pricelist' },
  ns: 'admin-settings',
  title: 'pricelists.title',
  singular: 'pricelists.singular',
  parentPath: '/admin/settings',
  schema: z.object({
    name: text(120),
    currency: z.enum(PRICELIST_CURRENCIES).default('EUR'),
    validFrom: optionalDate(),
    active: flag(true),
  }),
  fields: [
    { name: 'name', kind: 'text', required: true, label: 'pricelists.fields.name' },
    {
      name: 'currency',
      kind: 'select',
      options: PRICELIST_CURRENCIES,
      optionLabels: 'pricelists.currencies',
      required: true,
      label: 'pricelists.fields.currency',
    },
    { name: 'validFrom', kind: 'date', label: 'pricelists.fields.validFrom' },
    { name: 'active', kind: 'boolean', label: 'pricelists.fields.active' },
  ],
  columns: [
    { field: 'name', kind: 'text', sortable: true, label: 'pricelists.fields.name' },
    { field: 'currency', kind: 'select', sortable: true, optionLabels: 'pricelists.currencies', label: 'pricelists.fields.currency' },
    { field: 'validFrom', kind: 'date', sortable: true, label: 'pricelists.fields.validFrom' },
    { field: 'active', kind: 'boolean', sortable: true, label: 'pricelists.fields.active' },
  ],
  labelField: 'name',
  searchFields: ['name'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [
    {
      field: 'currency',
      kind: 'select',
      options: PRICELIST_CURRENCIES,
      optionLabels: 'pricelists.currencies',
      label: 'pricelists.fields.currency',
    },
    { field: 'active', kind: 'boolean', label: 'pricelists.fields.active' },
  ],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
