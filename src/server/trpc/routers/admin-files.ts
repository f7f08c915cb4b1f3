import { z } from 'zod';
import {
  DownloadListInputSchema,
  DownloadListQuerySchema,
  DownloadLogInputSchema,
  DownloadLogQuerySchema,
  type DownloadInput,
  type DownloadUpdate,
} from '../../../shared/files/download.schema';
import { FileListInputSchema, FileListQuerySchema, type FileUpdate } from '../../../shared/files/files.schema';
import { createDownload, deleteDownload, getDownload, listDownloads, updateDownload } from '../../services/downloads/downloads';
import { listDownloadLog } from '../../services/downloads/log';
import { deleteFile, getFile, listFiles, updateFile } from '../../services/files/files';
import { procedure, router } from '../init';

const admin = procedure.meta({ permission: 'admin:access' });
const id = z.object({ id: z.number().int().positive() });

/**
 * Writes take their input as typed-but-unchecked (z.custom) and the services parse it with the shared schema, so the
 * field errors are localized and the service-manual rule gets its own message; reads are parsed here.
 * Uploads are REST (POST /api/admin/files, multipart), not tRPC.
 */
export const adminFilesRouter = router({
  list: admin.input(FileListInputSchema).query(({ ctx, input }) => listFiles(ctx.deps, input ?? FileListQuerySchema.parse({}))),
  get: admin.input(id).query(({ ctx, input }) => getFile(ctx.deps, input.id, ctx.scope.locale)),
  update: admin
    .input(z.custom<FileUpdate>())
    .mutation(({ ctx, input }) => updateFile(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  delete: admin.input(id).mutation(async ({ ctx, input }) => {
    await deleteFile(ctx.deps, ctx.actor, input.id, ctx.scope.locale);
    return { ok: true as const };
  }),
  downloads: router({
    list: admin
      .input(DownloadListInputSchema)
      .query(({ ctx, input }) => listDownloads(ctx.deps, input ?? DownloadListQuerySchema.parse({}))),
    get: admin.input(id).query(({ ctx, input }) => getDownload(ctx.deps, input.id)),
    create: admin
      .input(z.custom<DownloadInput>())
      .mutation(({ ctx, input }) => createDownload(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    update: admin
      .input(z.custom<DownloadUpdate>())
      .mutation(({ ctx, input }) => updateDownload(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    delete: admin.input(id).mutation(async ({ ctx, input }) => {
      await deleteDownload(ctx.deps, ctx.actor, input.id, ctx.scope.locale);
      return { ok: true as const };
    }),
    log: admin
      .input(DownloadLogInputSchema)
      .query(({ ctx, input }) => listDownloadLog(ctx.deps, input ?? DownloadLogQuerySchema.parse({}))),
  }),
});
