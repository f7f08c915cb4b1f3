import { asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { products, serviceTools, serviceToolVersions } from '../../../db/schema';
import { containsText } from '../../../db/search-index';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';

/**
 * What the back office's service tools (adminServiceTools) and the portal's (portalServiceTools) read alike: the
 * latest version, the search and Voltara's order. Tools are counted in tens.
 */

/** The versions of the outer row's tool (a correlated condition). */
export const versionsOfTool = sql`${qualified(serviceToolVersions.toolId)} = ${qualified(serviceTools.id)}`;
/** The latest release first; of two on the same day, the newer record (as the tool's page lists them). */
const latestFirst = sql`ORDER BY ${qualified(serviceToolVersions.releasedOn)} DESC, ${qualified(serviceToolVersions.id)} DESC LIMIT 1`;
const latest = <Value>(column: SQLiteColumn) => sql<Value>`(SELECT ${qualified(column)} FROM ${serviceToolVersions} WHERE ${versionsOfTool} ${latestFirst})`;

/** The latest version's number, release day and id: index probes of service_tool_versions_released_idx per shown row. */
export const latestVersionValues = {
  latestVersion: latest<string | null>(serviceToolVersions.version),
  latestReleasedOn: latest<string | null>(serviceToolVersions.releasedOn),
  latestVersionId: latest<number | null>(serviceToolVersions.id),
};

/** A shown row's count of versions. */
export const versionCount = sql<number>`(SELECT count(*) FROM ${serviceToolVersions} WHERE ${versionsOfTool})`;

/**
 * A part of the tool's name, or of its product's model code or name in the given columns (the back office searches
 * the English names it shows, the portal every language's); the catalogue's matching products are read first.
 */
export function serviceToolSearch(term: string, productNames: readonly SQLiteColumn[]): SQL {
  const productMatches = or(containsText(products.modelCode, term), ...productNames.map((column) => containsText(column, term)));
  const matchingProducts = sql`SELECT ${qualified(products.id)} FROM ${products} WHERE ${productMatches}`;
  return or(containsText(serviceTools.name, term), sql`${serviceTools.productId} IN (${matchingProducts})`)!;
}

/** Voltara's order of the tools (the sort number, then the name in any case, then the id), and the name's sort. */
export const serviceToolOrder = {
  orderFor: {
    sort: (dir) => {
      const by = dir === 'asc' ? asc : desc;
      return [by(serviceTools.sort), by(sql`${serviceTools.name} COLLATE NOCASE`), by(serviceTools.id)];
    },
  },
  sortBy: { name: sql`${serviceTools.name} COLLATE NOCASE` },
} satisfies Pick<ServerResource, 'orderFor' | 'sortBy'>;
