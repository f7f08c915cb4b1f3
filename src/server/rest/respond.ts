import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, MESSAGES } from '../errors';
import { isStorageFull, storageFullAnswer } from '../storage-full';
import type { AppEnv } from '../http/app-env';
import type { z } from 'zod';
import { firstTextProblem } from '../../shared/validation';
import { notAJsonObject, parseJson, uncleanTextError, type JsonValue } from '../validation';

/**
 * Maps a thrown error to the JSON of DECISIONS.md: 401/403/404/419/422 (with `errors`)/429 and 503 (Retry-After); anything
 * unexpected is logged and answered 500 `{"message": "Server error."}` without detail.
 */
export function errorResponse(c: Context<AppEnv>, thrown: unknown): Response {
  // A write the full disk refused: 503 with Retry-After in the visitor's language, logged once (storage-full.ts).
  const error = isStorageFull(thrown) ? storageFullAnswer(thrown, c.var.locale, c.var.logger, `${c.req.method} ${c.req.path}`) : thrown;
  if (error instanceof DomainError) {
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
    const body: { message: string; errors?: Record<string, string[]> } = { message: error.message };
    if (error.status === 422) body.errors = error.fieldErrors ?? {};
    // 419 and 423 are outside Hono's status union but are the contract's.
    return c.json(body, error.status as ContentfulStatusCode);
  }
  c.var.logger?.error({ err: error, reqId: c.var.requestId }, 'unhandled error');
  return c.json({ message: MESSAGES.server }, 500);
}

/**
 * The JSON body read with the endpoint's schema, as a procedure's `.input()`: a malformed body, one that is not an
 * object, unclean text or a field the schema refuses is a 422 naming the field, never a crash. `fixed` values (the
 * path's id) are laid under the body, so a body naming another id is the schema's and the endpoint's to refuse.
 */
export async function readBody<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  fixed: { [key: string]: JsonValue } = {},
): Promise<z.output<S>> {
  const text = await c.req.text();
  let body: JsonValue = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text) as JsonValue;
    } catch {
      throw notAJsonObject(c.var.locale);
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw notAJsonObject(c.var.locale);
  const problem = firstTextProblem(body);
  if (problem) throw uncleanTextError(problem, c.var.locale);
  return parseJson(schema, { ...fixed, ...body }, c.var.locale);
}

/**
 * A positive integer path parameter in its one canonical spelling, or a 404: an id that cannot exist names no record,
 * and `00001` or `01` is not another name for record 1 (one URL per record, for caches and for logs alike).
 */
export function idParam(c: Context<AppEnv>, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new DomainError(404, MESSAGES.notFound);
  return id;
}
