import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { categoriesApi, galleriesApi } from '../features/content/catalog.rest';
import { menusApi, widgetsApi } from '../features/content/menus.rest';
import { newsletterApi } from '../features/newsletter/newsletter.rest';
import { errorResponse } from './respond';

/**
 * Public content endpoints of DECISIONS.md (galleries, categories, offers, tags, applications, widgets, newsletter).
 * Each lives in rest/content/*.ts and is mounted here; they parse the request, call the service and send its answer.
 */
export const contentApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .route('/categories', categoriesApi)
  .route('/galleries', galleriesApi)
  .route('/widgets', widgetsApi)
  .route('/newsletter', newsletterApi)
  .route('/', menusApi);
