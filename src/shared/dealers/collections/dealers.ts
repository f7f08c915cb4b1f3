import { z } from 'zod';
import { DEALER_TAGS } from '../dealer-kinds';
import { flag, optionalEmail, optionalRelationId, optionalText, relationId, sortOrder, text } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** Empty, or what a phone can dial: digits with the usual separators and an optional leading +. */
const telephone = () =>
  optionalText(40).refine((value) => value === '' || (/^\+?[0-9 ()./-]+$/.test(value) && /\d{4}/.test(value.replace(/\D/g, ''))), {
    message: 'msg:invalid',
  });

/** Empty, or an absolute http(s) address: a dealer's website is another host. */
const website = () =>
  optionalText(255).refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), { message: 'msg:invalid' });

/** The countries a dealer serves besides its own; each at most once. */
const servedCountries = z
  .array(z.object({ countryId: relationId() }))
  .max(60)
  .refine((items) => new Set(items.map((item) => item.countryId)).size === items.length, { message: 'msg:unique' })
  .default([]);

/**
 * Dealers' public profiles on "Find a dealer" (/distributors): the Distributors section's list
 * (/admin/distributors/dealers; the portal companies are /admin/distributors/distributors). A profile may name its portal company; its tags are SPEC.md's four.
 */
export const dealersResource = {
  name: 'dealers',
  basePath: '/admin/distributors/dealers',
  routes: { list: 'admin.distributors.dealers', edit: 'admin.distributors.dealer' },
  ns: 'admin-distributors',
  title: 'dealers.title',
  singular: 'dealers.singular',
  parentPath: '/admin/distributors',
  schema: z.object({
    name: text(160),
    companyId: optionalRelationId(),
    countryId: relationId(),
    address1: optionalText(160),
    address2: optionalText(160),
    town: optionalText(120),
    region: optionalText(120),
    postcode: optionalText(20),
    telephone: telephone(),
    email: optionalEmail(),
    website: website(),
    sales: flag(false),
    training: flag(false),
    repairs: flag(false),
    service: flag(false),
    published: flag(true),
    sort: sortOrder(),
    countries: servedCountries,
  }),
  fields: [
    { name: 'name', kind: 'text', required: true, label: 'dealers.fields.name' },
    { name: 'companyId', kind: 'relation', resource: 'companies', nullable: true, label: 'dealers.fields.companyId', help: 'dealers.help.companyId' },
    { name: 'countryId', kind: 'relation', resource: 'countries', required: true, label: 'dealers.fields.countryId' },
    { name: 'address1', kind: 'text', label: 'dealers.fields.address1' },
    { name: 'address2', kind: 'text', label: 'dealers.fields.address2' },
    { name: 'town', kind: 'text', label: 'dealers.fields.town' },
    { name: 'region', kind: 'text', label: 'dealers.fields.region' },
    { name: 'postcode', kind: 'text', label: 'dealers.fields.postcode' },
    { name: 'telephone', kind: 'text', label: 'dealers.fields.telephone' },
    { name: 'email', kind: 'text', label: 'dealers.fields.email' },
    { name: 'website', kind: 'text', label: 'dealers.fields.website', help: 'dealers.help.website' },
    ...DEALER_TAGS.map((tag) => ({ name: tag, kind: 'boolean' as const, label: `dealers.fields.${tag}` })),
    { name: 'published', kind: 'boolean', label: 'dealers.fields.published' },
    { name: 'sort', kind: 'number', label: 'dealers.fields.sort' },
    {
      name: 'countries',
      kind: 'children',
      itemLabel: 'dealers.servedCountry',
      label: 'dealers.fields.countries',
      help: 'dealers.help.countries',
      fields: [{ name: 'countryId', kind: 'relation', resource: 'countries', required: true, label: 'dealers.fields.servedCountryId' }],
    },
  ],
  columns: [
    { field: 'name', kind: 'text', sortable: true, label: 'dealers.fields.name' },
    { field: 'countryId', kind: 'relation', label: 'dealers.fields.countryId' },
    { field: 'town', kind: 'text', sortable: true, label: 'dealers.fields.town' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'dealers.fields.published' },
    { field: 'sort', kind: 'number', sortable: true, label: 'dealers.fields.sort' },
  ],
  labelField: 'name',
  searchFields: ['name', 'town', 'email'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [
    { field: 'countryId', kind: 'relation', resource: 'countries', label: 'dealers.fields.countryId' },
    { field: 'published', kind: 'boolean', label: 'dealers.fields.published' },
  ],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
