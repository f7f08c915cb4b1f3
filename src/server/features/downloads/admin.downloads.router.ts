import { z } from 'zod';
import { DownloadInputSchema, DownloadUpdateSchema } from '../../../shared/files/download.schema';
import { adminDownloadsCollection } from './collections/admin-downloads';
import { createDownload, deleteDownload, downloadWording, getDownload, updateDownload } from './downloads';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';
import { inputWording } from '../../trpc/input-wording';

const admin = procedure.meta({ permission: 'admin:access' });
const id = z.object({ id: z.number().int().positive() });

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
