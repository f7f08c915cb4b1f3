import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { can } from '../../../../shared/auth/policy';
import { audiencesVisibleTo } from '../../../../shared/files/download.schema';
import { portalFilesResource } from '../../../../shared/downloads/collections/portal-files';
import type { Actor } from '../../../auth/actor';
import { downloads } from '../../../db/schema';
import type { ResourceId, ResourceRow } from '../../../../shared/collections/types';
import { localizedField } from '../../../../shared/locales';
import type { Ctx } from '../../../service-context';
import { withoutStoredLanguages } from '../../../collections/reader-language';
import type { ServerResource } from '../../../collections/types';
import { categoryRank, downloadFileValues, downloadSearchCondition, publicDownloadOrder } from './download-values';

/**
 * The downloads a reader may fetch: the files feature's rule (downloads/visible.ts, downloads/access.ts), published,
 * an audience that admits the reader's role, and service manuals only for roles with service tool access whatever
 * their stored audience.
 */
function fetchableBy(actor: Actor | null) {
  const audiences = inArray(downloads.audience, audiencesVisibleTo(actor?.role ?? null));
  const manuals = can(actor, 'portal:service-tools') ? undefined : ne(downloads.category, 'service-manual');
  return and(eq(downloads.published, true), audiences, manuals);
}

/** A page's rows with the title in the reader's language (English where it has none), not the six stored ones. */
async function inReadersLanguage(ctx: Ctx<'locale'>, rows: ResourceRow<ResourceId>[]): Promise<ResourceRow<ResourceId>[]> {
  return rows.map((row) => withoutStoredLanguages({ ...row, title: localizedField(row, 'title', ctx.locale) }, ['title']));
}

/**
 * The server half of /portal/files: Voltara's downloads, the same for every reader of a role (scope 'shared'; the
 * rule is `holds`, so a download outside it is "not found" to every procedure). Tens to hundreds of rows: no index
 * beyond the primary key is needed.
 */
export const portalFilesCollection = {
  def: portalFilesResource,
  table: downloads,
  scope: 'shared',
  holds: fetchableBy,
  computed: downloadFileValues,
  search: downloadSearchCondition,
  present: inReadersLanguage,
  orderFor: {
    // The old page's groups: categories in the admin's order, each in the public pages' order.
    category: (dir) => [dir === 'asc' ? asc(categoryRank) : desc(categoryRank), ...publicDownloadOrder('asc')],
  },
} satisfies ServerResource;
