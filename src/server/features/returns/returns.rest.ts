import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contentDisposition } from '../../../shared/files/file-name';
import { isImageType } from '../../../shared/files/upload-rules';
import { RETURN_ATTACHMENT_MAX_MEGABYTES } from '../../../shared/returns/self-service';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../errors';
import { addReturnAttachment, openReturnAttachment, RETURN_ATTACHMENT_BODY_LIMIT } from './attachments';
import { formFile, sendObject, tooLarge, uploadErrors } from '../files/uploads.rest';
import { RETURN_DOCUMENT_KINDS, renderReturnDocument, type ReturnDocumentKind } from '../../pdf/return-documents-pdf';
import { returnDocument } from './read';
import { renderReturnDeclaration } from '../../pdf/return-declaration';
import { isLocale } from '../../../shared/locales';
import { requirePermission } from '../../rest/guard';
import { idParam } from '../../rest/respond';

/** POST /api/returns/{id}/attachments takes up to 10 MB, so the app-wide body limit skips it (app.ts). */
export const RETURN_ATTACHMENT_UPLOAD_PATH = /^\/api\/returns\/[1-9]\d{0,14}\/attachments\/?$/;

const isKind = (value: string): value is ReturnDocumentKind => (RETURN_DOCUMENT_KINDS as readonly string[]).includes(value);

/**
 * GET /api/returns/{id}/{confirmation|invoice|label}.pdf: a return's printouts (SPEC.md "printing of the return
 * invoice, label and confirmation"), to whoever booked it (and admins); 404 for anyone else's.
 */
export const returnsApi = new Hono<AppEnv>()
  .onError(uploadErrors)
  // The blank declaration of the "Download forms" step: the same for everyone, in the language asked for.
  .get('/forms/declaration.pdf', async (c) => {
    const asked = c.req.query('lang') ?? '';
    const body = await renderReturnDeclaration(isLocale(asked) ? asked : c.var.locale);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('inline', 'return-declaration.pdf'),
      'Cache-Control': 'public, max-age=86400',
    });
  })
  .get('/:id/:document{[a-z]+\\.pdf}', async (c) => {
    const ctx = await requirePermission(c, 'session:any');
    const kind = c.req.param('document').replace(/\.pdf$/, '');
    if (!isKind(kind)) throw notFound('Document');
    const doc = await returnDocument(ctx, idParam(c));
    const body = await renderReturnDocument(kind, doc);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('inline', `${doc.rmaNumber}-${kind}.pdf`),
      'Cache-Control': 'private, no-store',
    });
  })
  /**
   * A photo or fault report attached by the return's owner (multipart, field `file`): the session is checked before
   * the body is read, so nobody else can make the server buffer 10 MB; the owner, the status and the file are checked
   * by the service. 201 with the attachment.
   */
  .post(
    '/:id/attachments',
    async (c, next) => {
      await requirePermission(c, 'session:any');
      await next();
    },
    bodyLimit({ maxSize: RETURN_ATTACHMENT_BODY_LIMIT, onError: (c) => tooLarge(c as Context<AppEnv>, RETURN_ATTACHMENT_MAX_MEGABYTES) }),
    async (c) => {
      const ctx = await requirePermission(c, 'session:any');
      const id = idParam(c);
      const { file } = await formFile(c);
      const attachment = await addReturnAttachment(ctx, { id, upload: { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name } });
      return c.json(attachment, 201);
    },
  )
  // An attached file, to the return's owner (and their company) and the back office; 404 to anyone else.
  .get('/:id/attachments/:attachmentId', async (c) => {
    const ctx = await requirePermission(c, 'session:any');
    const file = await openReturnAttachment(ctx, { id: idParam(c), attachmentId: idParam(c, 'attachmentId'), thumb: c.req.query('size') === 'thumb' });
    return sendObject(c, file.object, {
      contentType: file.contentType,
      // Images open in the browser; a PDF is downloaded (a PDF viewer on our origin is not worth the risk).
      disposition: contentDisposition(isImageType(file.contentType) ? 'inline' : 'attachment', file.name),
      cacheControl: 'private, no-store',
    });
  });
