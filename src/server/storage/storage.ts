import { randomBytes } from 'node:crypto';

/** A stored object as read back: a stream for answers, its size for Content-Length. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * Where uploaded bytes live (DECISIONS.md "Running it": a local folder by default, an S3-compatible bucket when
 * configured). Keys are made by the server (newStorageKey); every implementation refuses any other shape of key, so
 * no caller can reach outside the folder or bucket prefix.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  getBytes(key: string): Promise<Uint8Array | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Run once at start: throws a StartError (one line saying what to fix) when the storage cannot be used as
   * configured, a folder that cannot be written or a bucket that does not exist or refuses the credentials, rather
   * than answering every upload later with a 500.
   */
  checkUsable(): Promise<void>;
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Refused storage key ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'StorageKeyError';
  }
}

/** One path segment of letters, digits, '-', '_' and at most one dot before an extension; never '.', '..' or a path. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}(?:\.[a-z0-9]{1,8})?$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** Throws on '..', '/', '\\', absolute paths, drive letters, control characters or anything else outside SAFE_KEY. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new StorageKeyError(key);
}

/** A fresh random base: 128 bits, hex (so it never contains the '-w' that marks a web copy). */
export const newStorageBase = () => randomBytes(16).toString('hex');

export const originalKey = (base: string, ext: string) => `${base}.${ext}`;
export const variantKey = (base: string, width: number) => `${base}-w${width}.webp`;

/** Splits a key made by originalKey / variantKey into its base (and the width of a web copy). */
export function parseKey(key: string): { base: string; width: number | null } | null {
  const found = /^([0-9a-f]{32})(?:-w(\d{1,5}))?\.[a-z0-9]{1,8}$/.exec(key);
  if (!found) return null;
  return { base: found[1] as string, width: found[2] ? Number(found[2]) : null };
}
