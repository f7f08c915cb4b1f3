import { sql } from 'drizzle-orm';
import { adminServiceToolLogResource } from '../../../../shared/service-tools/collections/service-tool-log';
import { companies, portalDownloadLog, serviceToolVersions, users } from '../../../db/schema';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';

/**
 * The server half of a service tool's download log. Global: only admins read it. A tool's entries are those of its
 * versions (portal_download_log_tool_idx); the version, person and company are read for the page's rows only.
 */
export const adminServiceToolLogCollection = {
  def: adminServiceToolLogResource,
  table: portalDownloadLog,
  scope: 'global',
  computed: {
    version: sql<string | null>`(SELECT ${qualified(serviceToolVersions.version)} FROM ${serviceToolVersions} WHERE ${qualified(serviceToolVersions.id)} = ${qualified(portalDownloadLog.toolVersionId)})`,
    userName: sql<string | null>`(SELECT ${qualified(users.name)} FROM ${users} WHERE ${qualified(users.id)} = ${qualified(portalDownloadLog.userId)})`,
    userEmail: sql<string | null>`(SELECT ${qualified(users.email)} FROM ${users} WHERE ${qualified(users.id)} = ${qualified(portalDownloadLog.userId)})`,
    companyName: sql<string | null>`(SELECT ${qualified(companies.name)} FROM ${companies} WHERE ${qualified(companies.id)} = ${qualified(portalDownloadLog.companyId)})`,
  },
  filterConditions: {
    // The tool's versions are a few rows; each one's entries an index range.
    tool: (value) =>
      sql`${portalDownloadLog.toolVersionId} IN (SELECT ${qualified(serviceToolVersions.id)} FROM ${serviceToolVersions} WHERE ${qualified(serviceToolVersions.toolId)} = ${Number(value)})`,
  },
} satisfies ServerResource;
