import { z } from 'zod';
import { FileUpdateSchema } from '../../../shared/files/files.schema';
import { adminFileView, adminFilesCollection } from './collections/admin-files';
import { deleteFile, updateFile } from './files';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });
const id = z.object({ id: z.number().int().positive() });

/**
 * admin.files: the file library's collection (list; no generic writes), a file's page as `get` (found through the
 * collection), and the page's rename and delete, which replace the generic writes: a rename keeps the file's real
 * extension, a delete refuses a file in use and removes its stored copies. Uploads are REST (POST /api/admin/files,
 * multipart), not tRPC.
 */
export const adminFilesRouter = router({
  ...collectionProcedures(adminFilesCollection),
  get: collectionDetail(adminFilesCollection, adminFileView),
  update: admin
    .input(FileUpdateSchema)
    .mutation(({ ctx, input }) => updateFile(ctx, input)),
  delete: admin.input(id).mutation(async ({ ctx, input }) => {
    await deleteFile(ctx, input);
    return { ok: true as const };
  }),
});
