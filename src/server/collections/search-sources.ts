import type { Database } from '../db/client';
import { ensureSearchIndex, type SearchSource } from '../db/search-index';
import { USERS_SEARCH } from '../features/users/search';
import { RETURN_SEARCH_SOURCES } from '../features/returns/search';
import { COMPANIES_SEARCH } from '../features/companies/collections/admin-companies';
import { ENQUIRIES_SEARCH } from '../features/enquiries/collections/admin-enquiries';
import { MESSAGE_THREADS_SEARCH } from '../features/messages/collections/threads';
import { columnsOf } from './records';
import { SERVER_RESOURCES } from './registry';
import { SERVICE_JOBS_SEARCH } from '../features/service-centre/collections/job-columns';
import { WEBSITE_LOG_SEARCH } from '../features/logs/collections/website-log';
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

/** Run at start, after the migrations: every search index exists and matches the code's search fields. */
export async function ensureSearchIndexes(db: Database): Promise<void> {
  for (const resource of Object.values(SERVER_RESOURCES) as ServerResource[]) {
    const source = resourceSearchSource(resource);
    if (source) await ensureSearchIndex(db, source);
  }
  await ensureSearchIndex(db, USERS_SEARCH);
  for (const source of RETURN_SEARCH_SOURCES) await ensureSearchIndex(db, source);
  await ensureSearchIndex(db, MESSAGE_THREADS_SEARCH);
  await ensureSearchIndex(db, COMPANIES_SEARCH);
  await ensureSearchIndex(db, SERVICE_JOBS_SEARCH);
  await ensureSearchIndex(db, ENQUIRIES_SEARCH);
  await ensureSearchIndex(db, WEBSITE_LOG_SEARCH);
}
