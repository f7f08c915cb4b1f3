import { asc } from 'drizzle-orm';
import type { ApplicationsAnswer } from '../../../shared/content/content.types';
import type { CacheEntry } from '../../cache';
import type { AppDeps } from '../../deps';
import { applications } from '../../db/schema';
import { CONTENT_AREAS } from './areas';
import { localized } from './localized';
import type { Ctx } from '../../service-context';

export const applicationUrl = (slug: string) => `/applications/${slug}`;

/**
 * GET /api/applications: `{results: [...]}` in menu order (the footer splits them into 4 columns), as a cached
 * answer (JSON text and bytes).
 */
export function applicationsEntry(deps: AppDeps): Promise<CacheEntry> {
  return deps.cache.entry(CONTENT_AREAS.applications, 'all', async (): Promise<ApplicationsAnswer> => {
    const rows = await deps.db.select().from(applications).orderBy(asc(applications.sort), asc(applications.id));
    return {
      results: rows.map((row) => ({ id: row.id, slug: row.slug, url: applicationUrl(row.slug), ...localized(row, 'name') })),
    };
  });
}

/** The cached list when it is known to be current without waiting (cache.peek), else null. */
export function currentApplicationsEntry(deps: AppDeps): CacheEntry | null {
  return deps.cache.peek(CONTENT_AREAS.applications, 'all');
}

export async function listApplicationsJson(ctx: Ctx<'deps'>): Promise<string> {
  const { deps } = ctx;
  return (await applicationsEntry(deps)).body;
}

export function listApplications(ctx: Ctx<'deps'>): Promise<ApplicationsAnswer> {
  const { deps } = ctx;
  return applicationsEntry(deps).then((entry) => entry.value() as ApplicationsAnswer);
}
