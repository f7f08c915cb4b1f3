import { documentPagesResource } from '../../../shared/resources/content/documentpages';
import { documentPages } from '../../db/schema';
import type { ServerResource } from '../types';

export const documentPagesServer = {
  def: documentPagesResource,
  table: documentPages,
  relations: { documentId: 'documents' },
} satisfies ServerResource;
