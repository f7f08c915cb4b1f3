import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { StartError } from '../start-error';
import { assertSafeKey, StorageKeyError, type Storage, type StoredObject } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files in one folder (default `${DATA_DIR}/uploads`), one file per key, written atomically (temp file + rename). */
export function createLocalStorage(folder: string): Storage {
  const root = resolve(folder);
  let ready: Promise<unknown> | null = null;

  // The key rule already excludes separators; the containment check is a second, independent lock on the folder.
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new StorageKeyError(key);
    return path;
  };

  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      ready ??= mkdir(root, { recursive: true });
      await ready;
      const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, path);
      } catch (error) {
        // A write cut short (a full disk: ENOSPC) must not leave its part behind to hold the space it did take.
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { size: info.size, body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array> };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async getBytes(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async checkUsable() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException | null)?.code ?? String(error);
        throw new StartError(`The uploads folder ${root} cannot be written (${code}). Set DATA_DIR, or the S3_* variables; see the README, section "Configuration".`);
      }
    },
  };
}
