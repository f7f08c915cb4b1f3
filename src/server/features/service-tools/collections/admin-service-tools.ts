import { eq, sql } from 'drizzle-orm';
import { adminServiceToolsResource } from '../../../../shared/service-tools/collections/admin-service-tools';
import type { ResourceRecord } from '../../../../shared/collections/types';
import { portalDownloadLog, products, serviceTools, serviceToolVersions } from '../../../db/schema';
import { getAdminServiceTool } from '../admin-tools';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';
import { latestVersionValues, serviceToolOrder, serviceToolSearch, versionCount, versionsOfTool } from './tool-values';

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
    ...latestVersionValues,
    versions: versionCount,
    downloads: sql<number>`(SELECT count(*) FROM ${portalDownloadLog} JOIN ${serviceToolVersions} ON ${qualified(serviceToolVersions.id)} = ${qualified(portalDownloadLog.toolVersionId)} WHERE ${versionsOfTool})`,
  },
  // A part of the tool's name, or of its product's English name (as the list shows it) or model code.
  search: (term) => serviceToolSearch(term, [products.name_EN]),
  // The portal's order: the sort number, then the name (case-insensitive), then the id.
  ...serviceToolOrder,
  filterConditions: {
    status: (value) => eq(serviceTools.published, value === 'published'),
  },
} satisfies ServerResource;

/** admin.servicetools.get: the tool's page (its texts in every language and its versions), once found in the list. */
export function adminServiceToolView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return getAdminServiceTool(ctx.deps, record.id);
}
