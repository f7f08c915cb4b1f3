import { Hono } from 'hono';
import { CountryInputSchema, CountryUpdateSchema } from '../../../shared/countries/country.schema';
import { validationError } from '../../errors';
import { fieldMessage } from '../../validation';
import { countriesEntry, createCountry, deleteCountry, updateCountry } from './countries';
import { sendCachedEntry } from '../../rest/cached';
import type { AppEnv } from '../../http/app-env';
import { requirePermission, anonymousContext } from '../../rest/guard';
import { errorResponse, idParam, readBody } from '../../rest/respond';

/** SPEC.md section 7 / DECISIONS.md: GET list (anyone), POST create, POST /{id} update, DELETE /{id} (admin). */
export const countriesApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .get('/', async (c) => sendCachedEntry(c, await countriesEntry(anonymousContext(c))))
  .post('/', async (c) => {
    const ctx = await requirePermission(c, 'admin:access');
    const data = await readBody(c, CountryInputSchema);
    return c.json(await createCountry(ctx, data), 201);
  })
  .post('/:id', async (c) => {
    const ctx = await requirePermission(c, 'admin:access');
    const id = idParam(c);
    // The path names the country: a body whose id names another is refused, not followed.
    const data = await readBody(c, CountryUpdateSchema, { id });
    if (data.id !== id) throw validationError({ id: [fieldMessage('invalid', 'id', c.var.locale)] });
    return c.json(await updateCountry(ctx, data), 200);
  })
  .delete('/:id', async (c) => {
    const ctx = await requirePermission(c, 'admin:access');
    await deleteCountry(ctx, { id: idParam(c) });
    return c.body(null, 204);
  });
