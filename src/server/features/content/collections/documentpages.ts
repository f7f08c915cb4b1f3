import { documentPagesResource } from '../../../../shared/content/collections/documentpages';
import { documentPages } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const documentPagesServer = {
  def: documentPagesResource,
  table: documentPages,
  scope: 'global',
  relations: { documentId: 'documents' },
} satisfies ServerResource;
