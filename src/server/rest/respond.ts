import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, MESSAGES } from '../errors';
import { isStorageFull, storageFullAnswer } from '../storage-full';
import type { AppEnv } from '../http/app-env';
import { assertCleanText, notAJsonObject } from '../validation';

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

/** Reads a JSON body; a malformed one is a 422 rather than a crash. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw notAJsonObject(c.var.locale);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw notAJsonObject(c.var.locale);
  assertCleanText(body, c.var.locale);
  return body;
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
