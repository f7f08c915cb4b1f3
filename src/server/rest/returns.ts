import { Hono } from 'hono';
import { contentDisposition } from '../../shared/files/file-name';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../errors';
import { RETURN_DOCUMENT_KINDS, renderReturnDocument, type ReturnDocumentKind } from '../pdf/return-documents-pdf';
import { returnDocument } from '../services/returns/read';
import { renderReturnDeclaration } from '../pdf/return-declaration';
import { isLocale } from '../../shared/locales';
import { requirePermission } from './guard';
import { errorResponse, idParam } from './respond';

const isKind = (value: string): value is ReturnDocumentKind => (RETURN_DOCUMENT_KINDS as readonly string[]).includes(value);

/**
 * GET /api/returns/{id}/{confirmation|invoice|label}.pdf: a return's printouts (SPEC.md "printing of the return
 * invoice, label and confirmation"), to whoever booked it (and admins); 404 for anyone else's.
 */
export const returnsApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
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
    const actor = await requirePermission(c, 'session:any');
    const kind = c.req.param('document').replace(/\.pdf$/, '');
    if (!isKind(kind)) throw notFound('Document');
    const doc = await returnDocument(c.var.deps, actor, idParam(c));
    const body = await renderReturnDocument(kind, doc);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('inline', `${doc.rmaNumber}-${kind}.pdf`),
      'Cache-Control': 'private, no-store',
    });
  });
