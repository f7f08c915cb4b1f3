import { z } from 'zod';
import { matchRoute } from '../../routes';
import { flag, localized, slug } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/**
 * First path segments the server answers itself before any page route (src/server/app.ts): a landing page there
 * would never be reached.
 */
const SERVER_PREFIXES: readonly string[] = ['api', 'trpc', 'media', 'assets', 'images', 'logout', 'healthz'];

/**
 * A landing page answers /{slug}, the last route of shared/routes.ts: a slug that a fixed route matches first
 * (/faqs, /contact, /admin, /products ...) would never show the page.
 */
export function landingSlugIsFree(value: string): boolean {
  if (SERVER_PREFIXES.includes(value.toLowerCase())) return false;
  return matchRoute(`/${value}`)?.route.id === 'landing';
}

export const landingResource = {
  name: 'landing',
  basePath: '/admin/content/landing',
  routes: { list: 'admin.content.landing', edit: 'admin.content.landing.edit' },
  ns: 'admin-pages',
  title: 'landing.title',
  singular: 'landing.singular',
  parentPath: '/admin/content',
  schema: z.object({
    // "unique": the address is taken, by a page of the site rather than by another landing page.
    slug: slug().refine(landingSlugIsFree, { message: 'msg:unique' }),
    ...localized('title', { max: 255 }),
    ...localized('body', { max: 100_000, requireEn: false }),
    published: flag(true),
  }),
  fields: [
    { name: 'slug', kind: 'text', required: true, label: 'landing.fields.slug', help: 'landing.help.slug' },
    { name: 'title', kind: 'localized', required: true, label: 'landing.fields.title' },
    { name: 'body', kind: 'localizedRich', label: 'landing.fields.body' },
    { name: 'published', kind: 'boolean', label: 'landing.fields.published' },
  ],
  columns: [
    { field: 'title', kind: 'localized', sortable: true, label: 'landing.fields.title' },
    { field: 'slug', kind: 'text', sortable: true, label: 'landing.fields.slug' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'landing.fields.published' },
    { field: 'createdAt', kind: 'date', sortable: true, label: 'landing.fields.createdAt' },
  ],
  labelField: 'title_EN',
  searchFields: ['title', 'slug'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [{ field: 'published', kind: 'boolean', label: 'landing.fields.published' }],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
