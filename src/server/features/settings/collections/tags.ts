import { tagsResource } from '../../../../shared/settings/collections/tags';
import { tagMenuItems, tagMenus, tags } from '../../../db/schema';
import { CONTENT_AREAS } from '../../content/areas';
import type { ServerResource } from '../../../collections/types';

/**
 * Tags feed the header's mega-menus (GET /api/tags, cached in the 'tags' area). Deleting a tag takes its menus, their
 * items and its product links with it (ON DELETE CASCADE); products themselves stay.
 */
export const tagsServer = {
  def: tagsResource,
  table: tags,
  scope: 'global',
  unique: ['slug'],
  children: {
    menus: { table: tagMenus, parentKey: 'tagId', children: { items: { table: tagMenuItems, parentKey: 'menuId' } } },
  },
  cacheAreas: [CONTENT_AREAS.tags],
} satisfies ServerResource;
