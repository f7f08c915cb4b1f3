import { z } from 'zod';
import {
  DownloadListInputSchema,
  DownloadLogInputSchema,
  DownloadInputSchema,
  DownloadUpdateSchema,
} from '../../../shared/files/download.schema';
import { FileListInputSchema, FileUpdateSchema } from '../../../shared/files/files.schema';
import { createDownload, deleteDownload, downloadWording, getDownload, listDownloads, updateDownload } from '../../services/downloads/downloads';
import { listDownloadLog } from '../../services/downloads/log';
import { deleteFile, getFile, listFiles, updateFile } from '../../services/files/files';
import { procedure, router } from '../init';
import { inputWording } from '../input-wording';

const admin = procedure.meta({ permission: 'admin:access' });
const id = z.object({ id: z.number().int().positive() });

/**
 * Every input is parsed here with its shared schema; a download's service-manual rule gets its own message. Uploads are REST (POST /api/admin/files, multipart), not tRPC.
 */
export const adminFilesRouter = router({
  list: admin.input(FileListInputSchema).query(({ ctx, input }) => listFiles(ctx.deps, input)),
  get: admin.input(id).query(({ ctx, input }) => getFile(ctx.deps, input.id, ctx.scope.locale)),
  update: admin
    .input(FileUpdateSchema)
    .mutation(({ ctx, input }) => updateFile(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  delete: admin.input(id).mutation(async ({ ctx, input }) => {
    await deleteFile(ctx.deps, ctx.actor, input.id, ctx.scope.locale);
    return { ok: true as const };
  }),
  downloads: router({
    list: admin
      .input(DownloadListInputSchema)
      .query(({ ctx, input }) => listDownloads(ctx.deps, input)),
    get: admin.input(id).query(({ ctx, input }) => getDownload(ctx.deps, input.id)),
    create: admin
      .use(inputWording(downloadWording))
      .input(DownloadInputSchema)
      .mutation(({ ctx, input }) => createDownload(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    update: admin
      .use(inputWording(downloadWording))
      .input(DownloadUpdateSchema)
      .mutation(({ ctx, input }) => updateDownload(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    delete: admin.input(id).mutation(async ({ ctx, input }) => {
      await deleteDownload(ctx.deps, ctx.actor, input.id, ctx.scope.locale);
      return { ok: true as const };
    }),
    log: admin
      .input(DownloadLogInputSchema)
      .query(({ ctx, input }) => listDownloadLog(ctx.deps, input)),
  }),
});
