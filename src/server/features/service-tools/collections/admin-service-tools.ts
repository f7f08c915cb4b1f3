import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { adminServiceToolsResource } from '../../../../shared/service-tools/collections/admin-service-tools';
import type { ResourceRecord } from '../../../../shared/collections/types';
import { portalDownloadLog, products, serviceTools, serviceToolVersions } from '../../../db/schema';
import { containsText } from '../../../db/search-index';
import { getAdminServiceTool } from '../admin-tools';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

const tool = qualified(serviceTools.id);
const versionsOfTool = sql`${qualified(serviceToolVersions.toolId)} = ${tool}`;
/** The latest release first; of two on the same day, the newer record (as the tool's page lists them). */
const latestFirst = sql`ORDER BY ${qualified(serviceToolVersions.releasedOn)} DESC, ${qualified(serviceToolVersions.id)} DESC LIMIT 1`;

/** A part of the tool's name, or of its product's name or model code (the catalogue is read first: a few products). */
function searchCondition(term: string): SQL {
  const matchingProducts = sql`SELECT ${qualified(products.id)} FROM ${products} WHERE ${or(containsText(products.name_EN, term), containsText(products.modelCode, term))}`;
  return or(containsText(serviceTools.name, term), sql`${serviceTools.productId} IN (${matchingProducts})`)!;
}

/**
 * The server half of /admin/servicetools: every tool, published or not. Global: only admins list it. Its product,
 * latest version, version and download counts are computed for the page's rows only (list.ts pageRows), each an index
 * probe (service_tool_versions_released_idx; the download log by version). Tools are counted in tens.
 */
export const adminServiceToolsCollection = {
  def: adminServiceToolsResource,
  table: serviceTools,
  scope: 'global',
  computed: {
    product: sql<string | null>`(SELECT ${qualified(products.name_EN)} || ' (' || ${qualified(products.modelCode)} || ')' FROM ${products} WHERE ${qualified(products.id)} = ${qualified(serviceTools.productId)})`,
    latestVersion: sql<string | null>`(SELECT ${qualified(serviceToolVersions.version)} FROM ${serviceToolVersions} WHERE ${versionsOfTool} ${latestFirst})`,
    latestReleasedOn: sql<string | null>`(SELECT ${qualified(serviceToolVersions.releasedOn)} FROM ${serviceToolVersions} WHERE ${versionsOfTool} ${latestFirst})`,
    versions: sql<number>`(SELECT count(*) FROM ${serviceToolVersions} WHERE ${versionsOfTool})`,
    downloads: sql<number>`(SELECT count(*) FROM ${portalDownloadLog} JOIN ${serviceToolVersions} ON ${qualified(serviceToolVersions.id)} = ${qualified(portalDownloadLog.toolVersionId)} WHERE ${versionsOfTool})`,
  },
  search: searchCondition,
  orderFor: {
    // The portal's order: the sort number, then the name (case-insensitive), then the id.
    sort: (dir) => {
      const by = dir === 'asc' ? asc : desc;
      return [by(serviceTools.sort), by(sql`${serviceTools.name} COLLATE NOCASE`), by(serviceTools.id)];
    },
  },
  sortBy: { name: sql`${serviceTools.name} COLLATE NOCASE` },
  filterConditions: {
    status: (value) => eq(serviceTools.published, value === 'published'),
  },
} satisfies ServerResource;

/** admin.servicetools.get: the tool's page (its texts in every language and its versions), once found in the list. */
export function adminServiceToolView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return getAdminServiceTool(ctx.deps, record.id);
}
