import { blogResource } from '../../../../shared/editorial/collections/blog';
import { blogPosts } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const blogServer = {
  def: blogResource,
  table: blogPosts,
  scope: 'global',
  // The slug is the post's public URL (/blog/{slug}).
  unique: ['slug'],
} satisfies ServerResource;
