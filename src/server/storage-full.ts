import type { Locale } from '../shared/locales';
import { DomainError } from './errors';
import { serverTexts } from './texts';

/*
 * A full disk (issue 28 item 15): SQLite answers SQLITE_FULL ("database or disk is full") and a file write ENOSPC.
 * Neither is a bug the visitor could fix or a reason to lose the reads, so a write that meets one is answered 503 with
 * a plain message and Retry-After, while everything that only reads carries on.
 */

/** Freeing space takes an operator a while: a client retrying sooner would only be refused again. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 120;

const FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC']);

/** True when the error, or one it wraps (drizzle and tRPC wrap the driver's), says the storage is full. */
export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  // A cause chain is short; the bound only guards against a cycle.
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    const { code, extendedCode } = current as Error & { code?: unknown; extendedCode?: unknown };
    if (FULL_CODES.has(String(code)) || String(extendedCode).startsWith('SQLITE_FULL')) return true;
    if (/database or disk is full/i.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** The 503 answered for a write the full storage refused, in the visitor's language (English when it is not known). */
export function storageFullError(locale: Locale | undefined): DomainError {
  // `??` again: this answers any failed write, so a locale the context got wrong must not make it throw.
  return new DomainError(503, (serverTexts(locale ?? 'en') ?? serverTexts('en')).storage.full, undefined, STORAGE_FULL_RETRY_AFTER_SECONDS);
}

interface ErrorLogger {
  error(details: object, message: string): void;
}

/** Logs the refused write once, as an error: an operator must free space. Returns the answer to give instead. */
export function storageFullAnswer(error: unknown, locale: Locale | undefined, logger: ErrorLogger | undefined, where: string): DomainError {
  logger?.error({ err: error, where }, 'storage full: a write was refused');
  return storageFullError(locale);
}
