import { desc, eq, inArray } from 'drizzle-orm';
import { serviceToolVersionUrl } from '../../../shared/downloads/portal-files.schema';
import { SERVICE_TOOL_ROLES, type ServiceToolRole } from '../../../shared/service-tools/servicetools.schema';
import { localizedField, type Locale } from '../../../shared/locales';
import { storedList } from '../../../shared/stored-list';
import type { AdminServiceToolVersion, ServiceToolVersionView } from '../../../shared/service-tools/servicetools.types';
import type { AppDeps } from '../../deps';
import { files, serviceToolVersions } from '../../db/schema';
import { localized } from '../content/localized';

/** The audit log section of the back office's service tool writes. */
export const SERVICE_TOOLS_SECTION = 'service-tools';

/** A tool's stored roles (a JSON array), keeping only known service roles: a broken value limits to nobody extra. */
export const parseToolRoles = (text: string): ServiceToolRole[] => storedList(text, SERVICE_TOOL_ROLES);

/** A version as the portal shows it: its notes in the reader's language only. */
export const portalVersion = ({ id, version, releasedOn, releaseNotes, fileId, fileName, contentType, size, url }: AdminServiceToolVersion): ServiceToolVersionView => ({
  id,
  version,
  releasedOn,
  releaseNotes,
  fileId,
  fileName,
  contentType,
  size,
  url,
});

/** The versions of the given tools with their files, latest release first (ties: the newer record first). */
export async function versionsOf(deps: AppDeps, toolIds: number[], locale: Locale): Promise<Map<number, AdminServiceToolVersion[]>> {
  const byTool = new Map<number, AdminServiceToolVersion[]>(toolIds.map((id) => [id, []]));
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
      releaseNotes: localizedField(version, 'release_notes', locale),
      ...localized(version, 'release_notes'),
      fileId: version.fileId,
      fileName: file.name,
      contentType: file.contentType,
      size: file.size,
      url: serviceToolVersionUrl(version.id),
    });
  }
  return byTool;
}
