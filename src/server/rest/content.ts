import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { categoriesApi, galleriesApi } from './content/catalog';
import { menusApi, widgetsApi } from './content/menus';
import { newsletterApi } from './content/newsletter';
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
