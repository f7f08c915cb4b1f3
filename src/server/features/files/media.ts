import { and, eq, gte, lt, ne, not, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { downloads, files } from '../../db/schema';
import { parseKey, type StoredObject } from '../../storage/storage';
import { storedVariants, type FileRow } from './file-record';

export interface MediaAnswer {
  object: StoredObject;
  contentType: string;
  name: string;
  /** Held back by a restricted download (served to an admin only, never cached by shared caches). */
  restricted: boolean;
}

async function rowForKey(deps: AppDeps, key: string): Promise<FileRow | null> {
  const parsed = parseKey(key);
  if (!parsed) return null;
  if (parsed.width === null) {
    const [row] = await deps.db.select().from(files).where(eq(files.storageKey, key));
    return row ?? null;
  }
  // A web copy: its original is `${base}.{ext}`, found by a range on the unique storage_key index ('/' follows '.').
  const [row] = await deps.db
    .select()
    .from(files)
    .where(and(gte(files.storageKey, `${parsed.base}.`), lt(files.storageKey, `${parsed.base}/`)));
  return row && storedVariants(row).some((v) => v.key === key) ? row : null;
}

/**
 * A file is held back when any download that points at it is not a published, public, non-service-manual one: such
 * files are fetched through the download route, which checks the audience and logs the fetch (SPEC.md section 1).
 */
async function isRestricted(deps: AppDeps, fileId: number): Promise<boolean> {
  const openToAll = and(eq(downloads.published, true), eq(downloads.audience, 'public'), ne(downloads.category, 'service-manual'));
  const [found] = await deps.db
    .select({ id: downloads.id })
    .from(downloads)
    .where(and(eq(downloads.fileId, fileId), not(openToAll!)))
    .limit(1);
  return found !== undefined || (await isWithheldFile(deps, fileId));
}

/**
 * Course documents, videos and captions are for enrolled learners (served by /api/courses/{id}/files/{fileId}), and
 * service tool versions for the roles of each tool (served and logged by /api/portal/servicetools/...).
 */
async function isWithheldFile(deps: AppDeps, fileId: number): Promise<boolean> {
  const [found] = await deps.db.all<{ one: number }>(sql`
    SELECT 1 AS one FROM course_documents WHERE file_id = ${fileId}
    UNION ALL SELECT 1 FROM course_videos WHERE file_id = ${fileId} OR poster_file_id = ${fileId}
    UNION ALL SELECT 1 FROM course_video_captions WHERE file_id = ${fileId}
    UNION ALL SELECT 1 FROM service_tool_versions WHERE file_id = ${fileId}
    LIMIT 1`);
  return found !== undefined;
}

/** The object behind /media/{key}, or null (404) for an unknown, malformed or withheld key. */
export async function openMedia(deps: AppDeps, key: string, actor: () => Promise<Actor | null>): Promise<MediaAnswer | null> {
  const row = await rowForKey(deps, key);
  if (!row) return null;
  const restricted = await isRestricted(deps, row.id);
  // A visitor learns nothing from a withheld key: same 404 as an unknown one.
  if (restricted && (await actor())?.role !== 'admin') return null;
  const object = await deps.storage.get(key);
  if (!object) {
    deps.logger.error({ key, fileId: row.id }, 'media: stored object missing');
    return null;
  }
  const variant = key !== row.storageKey;
  const stem = row.name.replace(/\.[^.]+$/, '');
  return {
    object,
    restricted,
    contentType: variant ? 'image/webp' : row.contentType,
    name: variant ? `${stem}-${parseKey(key)?.width ?? ''}.webp` : row.name,
  };
}
