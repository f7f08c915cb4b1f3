import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { errorResponse } from './respond';

/**
 * Public content endpoints of DECISIONS.md (galleries, categories, offers, tags, applications, widgets, newsletter).
 * Each lives in rest/content/*.ts and is mounted here.
 */
export const contentApi = new Hono<AppEnv>().onError((error, c) => errorResponse(c, error));
