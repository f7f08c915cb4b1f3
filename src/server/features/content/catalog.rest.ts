import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { categoryTreeJson } from './categories';
import { galleryImagesJson, galleryJson } from './galleries';
import { idParam } from '../../rest/respond';
import { queryFlag, sendJson } from '../../rest/content/json';
import { anonymousContext } from '../../rest/guard';

/** GET /api/categories/{id}?children=true[&products=false]: children only when asked, products unless refused. */
export const categoriesApi = new Hono<AppEnv>().get('/:id', async (c) => {
  const query = { id: idParam(c), children: queryFlag(c.req.query('children'), false), products: queryFlag(c.req.query('products'), true) };
  return sendJson(c, await categoryTreeJson(anonymousContext(c), query));
});

/** GET /api/galleries/{id} and /api/galleries/{id}/images; 404 for an unknown or non-numeric id. */
export const galleriesApi = new Hono<AppEnv>()
  .get('/:id', async (c) => sendJson(c, await galleryJson(anonymousContext(c), idParam(c))))
  .get('/:id/images', async (c) => sendJson(c, await galleryImagesJson(anonymousContext(c), idParam(c))));
