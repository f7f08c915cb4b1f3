import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The downloads (by category) and a file of the library. */
export const ADMIN_FILES_ROUTES = [
  adminRoute('/downloads/:id?', 'admin.downloads', 'admin-files:downloads.description'),
  adminRoute('/files/:id', 'admin.files', 'admin-files:file.description'),
] as const;

export type AdminFilesRouteId = IdsOf<typeof ADMIN_FILES_ROUTES>;
