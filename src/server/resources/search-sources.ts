import type { Database } from '../db/client';
import { users } from '../db/schema';
import { columnsOf } from './records';
import { SERVER_RESOURCES } from './registry';
import { ensureSearchIndex, type SearchSource } from './search-index';
import type { ServerResource } from './types';

const sources = new WeakMap<ServerResource, SearchSource | null>();

/** The columns a resource's search box looks in (per-language fields: their English text). */
export function resourceSearchSource(resource: ServerResource): SearchSource | null {
  if (sources.has(resource)) return sources.get(resource)!;
  const all = columnsOf(resource.table);
  const columns = resource.def.searchFields.map((field) => all[field] ?? all[`${field}_EN`]).filter((c) => c !== undefined);
  const source = columns.length > 0 ? { table: resource.table, columns, rowid: 'id' as const } : null;
  sources.set(resource, source);
  return source;
}

/** The admin users list searches names and e-mails; users are keyed by text, so the index points at the rowid. */
export const USERS_SEARCH: SearchSource = { table: users, columns: [users.name, users.email], rowid: 'rowid' };

/** Run at start, after the migrations: every search index exists and matches the code's search fields. */
export async function ensureSearchIndexes(db: Database): Promise<void> {
  for (const resource of Object.values(SERVER_RESOURCES) as ServerResource[]) {
    const source = resourceSearchSource(resource);
    if (source) await ensureSearchIndex(db, source);
  }
  await ensureSearchIndex(db, USERS_SEARCH);
}
