import { z } from 'zod';
import { DownloadInputSchema, DownloadUpdateSchema } from '../../../shared/files/download.schema';
import { FileUpdateSchema } from '../../../shared/files/files.schema';
import { adminDownloadsCollection } from '../downloads/collections/admin-downloads';
import { adminFileView, adminFilesCollection } from './collections/admin-files';
import { adminDownloadLogCollection } from '../downloads/collections/download-log';
import { createDownload, deleteDownload, downloadWording, getDownload, updateDownload } from '../downloads/downloads';
import { deleteFile, updateFile } from './files';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';
import { inputWording } from '../../trpc/input-wording';

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

/**
 * admin.downloads (/admin/downloads): the collection (list; no generic writes), the form's download as `get` (found
 * through the collection), and the form's create, update and delete replace the generic ones, since a download is written with its file (an unused file
 * goes with it) and its service-manual rule gets its own message (downloadWording).
 */
export const adminDownloadsRouter = router({
  ...collectionProcedures(adminDownloadsCollection),
  get: collectionDetail(adminDownloadsCollection, (ctx, record) => getDownload(ctx, record.id)),
  create: admin
    .use(inputWording(downloadWording))
    .input(DownloadInputSchema)
    .mutation(({ ctx, input }) => createDownload(ctx, input)),
  update: admin
    .use(inputWording(downloadWording))
    .input(DownloadUpdateSchema)
    .mutation(({ ctx, input }) => updateDownload(ctx, input)),
  delete: admin.input(id).mutation(async ({ ctx, input }) => {
    await deleteDownload(ctx, input);
    return { ok: true as const };
  }),
});

/** admin.downloadLog: the download log's collection (read only), every download's or, with its filter, one's. */
export const adminDownloadLogRouter = router(collectionProcedures(adminDownloadLogCollection));
