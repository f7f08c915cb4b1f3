import { desc, eq, inArray } from 'drizzle-orm';
import { serviceToolVersionUrl } from '../../../../shared/portal/files.schema';
import { SERVICE_TOOL_ROLES, type ServiceToolRole } from '../../../../shared/portal/servicetools.schema';
import type { ServiceToolVersionView } from '../../../../shared/portal/servicetools.types';
import type { AppDeps } from '../../../deps';
import { files, serviceToolVersions } from '../../../db/schema';

/** The audit log section of the back office's service tool writes. */
export const SERVICE_TOOLS_SECTION = 'service-tools';

/** A tool's stored roles (a JSON array), keeping only known service roles: a broken value limits to nobody extra. */
export function parseToolRoles(text: string): ServiceToolRole[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return SERVICE_TOOL_ROLES.filter((role) => value.includes(role));
  } catch {
    return [];
  }
}

/** The versions of the given tools with their files, latest release first (ties: the newer record first). */
export async function versionsOf(deps: AppDeps, toolIds: number[]): Promise<Map<number, ServiceToolVersionView[]>> {
  const byTool = new Map<number, ServiceToolVersionView[]>(toolIds.map((id) => [id, []]));
  if (toolIds.length === 0) return byTool;
  const rows = await deps.db
    .select({
      version: serviceToolVersions,
      file: { name: files.name, contentType: files.contentType, size: files.size },
    })
    .from(serviceToolVersions)
    .innerJoin(files, eq(files.id, serviceToolVersions.fileId))
    .where(inArray(serviceToolVersions.toolId, toolIds))
    .orderBy(desc(serviceToolVersions.releasedOn), desc(serviceToolVersions.id));
  for (const { version, file } of rows) {
    byTool.get(version.toolId)?.push({
      id: version.id,
      version: version.version,
      releasedOn: version.releasedOn,
      releaseNotes: version.releaseNotes,
      fileId: version.fileId,
      fileName: file.name,
      contentType: file.contentType,
      size: file.size,
      url: serviceToolVersionUrl(version.id),
    });
  }
  return byTool;
}
