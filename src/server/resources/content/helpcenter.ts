import { helpcenterResource } from '../../../shared/resources/content/helpcenter';
import { helpArticles } from '../../db/schema';
import type { ServerResource } from '../types';

export const helpcenterServer = {
  def: helpcenterResource,
  table: helpArticles,
  scope: 'global',
} satisfies ServerResource;
