import { Hono } from 'hono';
import { WidgetNameSchema } from '../../../shared/content/content.schema';
import { DomainError, MESSAGES } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { listApplicationsJson } from './applications';
import { currentOffersJson } from './offers';
import { listTagsJson } from './tags';
import { widgetJson } from './widgets';
import { idParam } from '../../rest/respond';
import { queryFlag, sendJson } from '../../rest/content/json';
import { anonymousContext } from '../../rest/guard';

/** The header, menus and footer reads: tags, applications, current offers. */
export const menusApi = new Hono<AppEnv>()
  .get('/tags', async (c) => sendJson(c, await listTagsJson(anonymousContext(c), { products: queryFlag(c.req.query('products'), false) })))
  .get('/applications', async (c) => sendJson(c, await listApplicationsJson(anonymousContext(c))))
  .get('/offers', async (c) => sendJson(c, await currentOffersJson(anonymousContext(c))));

/**
 * GET /api/widgets/0?name={name}: the SPA asks by name (id 0 names no widget); any real id is looked up directly.
 * A missing or blank name is a 404, as for a widget that does not exist.
 */
export const widgetsApi = new Hono<AppEnv>().get('/:id', async (c) => {
  if (c.req.param('id') === '0') {
    const name = WidgetNameSchema.safeParse(c.req.query('name') ?? '');
    if (!name.success) throw new DomainError(404, MESSAGES.notFound);
    return sendJson(c, await widgetJson(anonymousContext(c), { name: name.data }));
  }
  return sendJson(c, await widgetJson(anonymousContext(c), { id: idParam(c) }));
});
