import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from '../../src/shared/files/file-name';
import { createLocalStorage } from '../../src/server/storage/local';
import { createS3Storage } from '../../src/server/storage/s3';
import { isSafeKey, newStorageBase, originalKey, parseKey, StorageKeyError, variantKey } from '../../src/server/storage/storage';

const root = mkdtempSync(join(tmpdir(), 'voltara-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('storage keys', () => {
  it.each(['..', '.', '../secret', '..\\secret', '/etc/passwd', 'C:\\Windows\\win.ini', 'a/b.png', 'a\\b.png', '', ' x.png', 'x.png\0', '.hidden', 'a..png', 'a.png.exe.', 'x'.repeat(200)])(
    'refuses %j',
    (key) => expect(isSafeKey(key)).toBe(false),
  );

  it('accepts what the server makes and parses it back', () => {
    const base = newStorageBase();
    expect(base).toMatch(/^[0-9a-f]{32}$/);
    expect(isSafeKey(originalKey(base, 'jpg'))).toBe(true);
    expect(parseKey(originalKey(base, 'jpg'))).toEqual({ base, width: null });
    expect(parseKey(variantKey(base, 960))).toEqual({ base, width: 960 });
    expect(parseKey('not-a-key.png')).toBeNull();
  });
});

describe('local storage', () => {
  const storage = createLocalStorage(join(root, 'uploads'));

  it('puts, gets (stream and bytes) and deletes by key', async () => {
    await storage.put('abc.txt', new TextEncoder().encode('hello'), 'text/plain');
    const object = await storage.get('abc.txt');
    expect(object?.size).toBe(5);
    expect(await text(object!.body)).toBe('hello');
    expect(new TextDecoder().decode((await storage.getBytes('abc.txt'))!)).toBe('hello');
    await storage.delete('abc.txt');
    expect(await storage.get('abc.txt')).toBeNull();
    expect(await storage.getBytes('abc.txt')).toBeNull();
    await storage.delete('abc.txt'); // deleting a missing object is fine
    expect(readdirSync(join(root, 'uploads'))).toEqual([]); // no temp files left behind
  });

  it('refuses traversal, absolute paths and separators on every operation, touching nothing outside', async () => {
    writeFileSync(join(root, 'secret.txt'), 'top secret');
    for (const key of ['../secret.txt', '..\\secret.txt', join(root, 'secret.txt'), 'sub/../../secret.txt', '..']) {
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.getBytes(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageKeyError);
    }
    expect(existsSync(join(root, 'secret.txt'))).toBe(true);
  });
});

describe('S3-compatible storage', () => {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fakeFetch = async (request: Request) => {
    requests.push(request);
    bodies.push(await request.clone().text());
    if (request.method === 'GET' && request.url.endsWith('/missing.png')) return new Response('no', { status: 404 });
    if (request.method === 'GET') return new Response('stored bytes', { status: 200, headers: { 'Content-Length': '12' } });
    return new Response(null, { status: request.method === 'DELETE' ? 204 : 200 });
  };
  const storage = createS3Storage(
    { endpoint: 'https://s3.example.test/', bucket: 'voltara-uploads', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', region: 'eu-west-1' },
    fakeFetch,
  );

  it('signs a path-style PUT with SigV4 for service s3 and the configured region', async () => {
    await storage.put('0123.pdf', new TextEncoder().encode('%PDF-1.4'), 'application/pdf');
    const request = requests.at(-1)!;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('https://s3.example.test/voltara-uploads/0123.pdf');
    expect(request.headers.get('content-type')).toBe('application/pdf');
    expect(request.headers.get('x-amz-date')).toMatch(/^\d{8}T\d{6}Z$/);
    // The payload hash is signed (SHA-256 of the body), not UNSIGNED-PAYLOAD.
    expect(request.headers.get('x-amz-content-sha256')).toMatch(/^[0-9a-f]{64}$/);
    const authorization = request.headers.get('authorization')!;
    expect(authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(authorization).toMatch(/SignedHeaders=[^,]*host[^,]*x-amz-content-sha256[^,]*x-amz-date/);
    expect(bodies.at(-1)).toBe('%PDF-1.4');
  });

  it('GET streams the object, 404 is null, DELETE is signed too', async () => {
    const object = await storage.get('0123.pdf');
    expect(object?.size).toBe(12);
    expect(await text(object!.body)).toBe('stored bytes');
    expect(await storage.get('missing.png')).toBeNull();
    await storage.delete('0123.pdf');
    expect(requests.at(-1)!.method).toBe('DELETE');
    expect(requests.at(-1)!.headers.get('authorization')).toMatch(/^AWS4-HMAC-SHA256 /);
  });

  it('refuses unsafe keys before any request is made', async () => {
    const count = requests.length;
    await expect(storage.get('../other-bucket/x.png')).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.put('a/b.png', new Uint8Array([1]), 'image/png')).rejects.toBeInstanceOf(StorageKeyError);
    expect(requests.length).toBe(count);
  });
});

describe('safe file names', () => {
  it.each([
    ['../../etc/passwd.pdf', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\x\\Report.PDF', 'pdf', 'Report.pdf'],
    ['photo.exe', 'png', 'photo.png'],
    ['photo.jpeg', 'jpg', 'photo.jpeg'],
    ['v2.1 notes', 'pdf', 'v2.1 notes.pdf'],
    ['evil\u202egpj.exe', 'jpg', 'evilgpj.jpg'],
    ['  spaced   out  .zip ', 'zip', 'spaced out.zip'],
    ['', 'pdf', 'file.pdf'],
    ['.htaccess', 'pdf', 'htaccess.pdf'],
    ['a<b>c:d"e|f?g*h.pdf', 'pdf', 'abcdefgh.pdf'],
  ])('%j as %s becomes %j', (name, ext, expected) => expect(safeFileName(name, ext)).toBe(expected));

  it('keeps names short, whole characters included', () => {
    const name = safeFileName(`${'ü'.repeat(300)}.pdf`, 'pdf');
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith('ü.pdf')).toBe(true);
  });

  it('Content-Disposition carries an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Prüf "bericht".pdf')).toBe(
      `attachment; filename="Pr_f _bericht_.pdf"; filename*=UTF-8''Pr%C3%BCf%20%22bericht%22.pdf`,
    );
  });
});
