import { z } from 'zod';
import { localized, slug, sortOrder, text, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** The mega-menu of a tag is laid out in 1 to 6 columns (the header has room for no more). */
export const TAG_MAX_COLUMNS = 6;

/** A page of this site (/products/...) or an absolute http(s) URL; a menu item always leads somewhere. */
const link = () =>
  text(2048)
    .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\//i.test(value), {
      message: 'msg:invalid',
    });

const menuItemSchema = z.object({
  column: z.number().int().min(0).max(TAG_MAX_COLUMNS - 1).default(0),
  url: link(),
  ...localized('name', { max: 120 }),
});

const menuSchema = z.object({
  ...localized('title', { max: 120 }),
  viewall: url(),
  items: z.array(menuItemSchema).max(100).default([]),
});

const tagSchema = z
  .object({
    slug: slug(),
    ...localized('name', { max: 120 }),
    colCount: z.number().int().min(1).max(TAG_MAX_COLUMNS).default(4),
    sort: sortOrder(),
    menus: z.array(menuSchema).max(20).default([]),
  })
  // An item in a column the tag does not have would be moved to the last column on the site: say so while editing.
  .superRefine((tag, ctx) => {
    tag.menus.forEach((menu, m) =>
      menu.items.forEach((item, i) => {
        if (item.column >= tag.colCount)
          ctx.addIssue({ code: 'custom', message: 'msg:invalid', path: ['menus', m, 'items', i, 'column'] });
      }),
    );
  });

/** Product tags with their mega-menus (tag_menus) and the menus' items (tag_menu_items), edited on one page. */
export const tagsResource = {
  name: 'tags',
  basePath: '/admin/settings/tags',
  routes: { list: 'admin.settings.tags', edit: 'admin.settings.tag' },
  ns: 'admin-settings',
  title: 'tags.title',
  singular: 'tags.singular',
  parentPath: '/admin/settings',
  schema: tagSchema,
  fields: [
    { name: 'name', kind: 'localized', required: true, label: 'tags.fields.name' },
    { name: 'slug', kind: 'text', required: true, label: 'tags.fields.slug', help: 'tags.help.slug' },
    { name: 'colCount', kind: 'number', required: true, label: 'tags.fields.colCount', help: 'tags.help.colCount' },
    { name: 'sort', kind: 'number', label: 'tags.fields.sort' },
    {
      name: 'menus',
      kind: 'children',
      label: 'tags.fields.menus',
      itemLabel: 'tags.menu',
      fields: [
        { name: 'title', kind: 'localized', required: true, label: 'tags.fields.title' },
        { name: 'viewall', kind: 'text', label: 'tags.fields.viewall', help: 'tags.help.viewall' },
        {
          name: 'items',
          kind: 'children',
          label: 'tags.fields.items',
          itemLabel: 'tags.item',
          fields: [
            { name: 'name', kind: 'localized', required: true, label: 'tags.fields.itemName' },
            { name: 'url', kind: 'text', required: true, label: 'tags.fields.url' },
            { name: 'column', kind: 'number', label: 'tags.fields.column', help: 'tags.help.column' },
          ],
        },
      ],
    },
  ],
  columns: [
    { field: 'name', kind: 'localized', sortable: true, label: 'tags.fields.name' },
    { field: 'slug', kind: 'text', sortable: true, label: 'tags.fields.slug' },
    { field: 'colCount', kind: 'number', sortable: true, label: 'tags.fields.colCount' },
    { field: 'sort', kind: 'number', sortable: true, label: 'tags.fields.sort' },
  ],
  labelField: 'name_EN',
  searchFields: ['name', 'slug'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
