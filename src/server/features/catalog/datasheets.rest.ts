import { Hono } from 'hono';
import { contentDisposition } from '../../../shared/files/file-name';
import { isLocale } from '../../../shared/locales';
import { DomainError, MESSAGES } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { productDatasheet } from './datasheet';
import { notFoundEvent, recordWebsiteEvent } from '../logs/website-log';
import { anonymousContext } from '../../rest/guard';

/**
 * GET /product/{slug}/datasheet/{lang}.pdf: the product's datasheet in that language, to anyone (a published product's
 * data is public). The language is in the path, so shared caches may keep each file; an unknown or unpublished
 * product, or a language the site does not have, is a 404 like any unknown address.
 */
export const datasheetsApi = new Hono<AppEnv>().get('/:slug/datasheet/:file', async (c) => {
  const language = /^([a-z]{2})\.pdf$/.exec(c.req.param('file'))?.[1];
  const slug = c.req.param('slug');
  const file = isLocale(language) && /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug) ? await productDatasheet({ ...anonymousContext(c), locale: language }, slug) : null;
  if (!file) {
    recordWebsiteEvent(c.var.deps, notFoundEvent(c));
    throw new DomainError(404, MESSAGES.notFound);
  }
  return c.body(new Uint8Array(file.body), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': contentDisposition('attachment', file.name),
    // An hour, as for the other public downloads: a product edit reaches the sheet within it.
    'Cache-Control': 'public, max-age=3600',
    'Last-Modified': file.lastModified.toUTCString(),
  });
});
