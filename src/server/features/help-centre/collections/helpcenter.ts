import { helpcenterResource } from '../../../../shared/help-centre/collections/helpcenter';
import { helpArticles } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const helpcenterServer = {
  def: helpcenterResource,
  table: helpArticles,
  scope: 'global',
} satisfies ServerResource;
