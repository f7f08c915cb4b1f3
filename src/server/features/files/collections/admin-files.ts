import { like, not, sql } from 'drizzle-orm';
import { adminFilesResource } from '../../../../shared/files/collections/admin-files';
import type { ResourceRecord } from '../../../../shared/collections/types';
import { files } from '../../../db/schema';
import { containsAny } from '../../../list';
import { getFile } from '../files';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

const images = like(files.contentType, 'image/%');

/**
 * The server half of the file library: every uploaded file. Global: only admins list it. Searched by a part of the
 * name (LIKE, wildcards taken literally, as before); newest first through files_created_idx.
 */
export const adminFilesCollection = {
  def: adminFilesResource,
  table: files,
  scope: 'global',
  search: (term) => containsAny([files.name], term) ?? sql`1`,
  sortBy: { name: sql`${files.name} COLLATE NOCASE` },
  filterConditions: {
    kind: (value) => (value === 'image' ? images : not(images)),
  },
} satisfies ServerResource;

/** admin.files.get: a file's page (its details, web sizes, who uploaded it, what uses it), once found in the library. */
export function adminFileView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return getFile(ctx.deps, record.id, ctx.locale);
}
