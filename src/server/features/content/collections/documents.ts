import { documentsResource } from '../../../../shared/content/collections/documents';
import { documentPages, documents } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

/**
 * A document with pages is not deleted (the pages would go with it, unseen by the audit trail): its pages are
 * deleted first, each with its own audit entry.
 */
export const documentsServer = {
  def: documentsResource,
  table: documents,
  scope: 'global',
  unique: ['slug'],
  usedBy: [{ table: documentPages, column: documentPages.documentId, what: 'documentPages' }],
} satisfies ServerResource;
