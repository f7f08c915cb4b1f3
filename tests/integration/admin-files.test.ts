import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, downloads, files } from '../../src/server/db/schema';
import { tinyPdf } from '../../src/server/db/seed/content/downloads';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

interface Uploaded {
  id: number;
  url: string;
  name: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: Array<{ width: number; height: number; size: number; url: string }>;
}

const MB = 1024 * 1024;
let test: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.31');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test.close());

/** POST /api/admin/files as a browser would: multipart, the session cookie and (unless told not to) the XSRF header. */
async function upload(
  client: HttpClient,
  bytes: Uint8Array,
  name: string,
  options: { xsrf?: false; kind?: string; lang?: string } = {},
): Promise<Response> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/');
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/octet-stream' }));
  if (options.kind) form.append('kind', options.kind);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.31' };
  const cookie = client.cookieHeader();
  if (cookie) headers.Cookie = cookie;
  const token = client.xsrf();
  if (options.xsrf !== false && token) headers['X-XSRF-TOKEN'] = token;
  const path = `/api/admin/files${options.lang ? `?lang=${options.lang}` : ''}`;
  return test.app.request(path, { method: 'POST', body: form, headers });
}

const photo = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#2a4d8f' } })
      .jpeg()
      // EXIF orientation 6 (rotate 90°) and a camera model: the stored copy must be upright and carry neither.
      .withMetadata({ orientation: 6, exif: { IFD0: { Model: 'Secret Camera 3000' } } })
      .toBuffer(),
  );

const uploadsDir = () => join(test.deps.env.DATA_DIR, 'uploads');
const filesCount = async () => (await test.deps.db.select({ id: files.id }).from(files)).length;

describe('POST /api/admin/files: images', () => {
  it('stores an upright original without metadata plus WebP web copies, never upscaled', async () => {
    const response = await upload(admin, await photo(2000, 1200), 'Field photo.JPG');
    expect(response.status).toBe(201);
    const body = (await response.json()) as Uploaded;
    expect(body).toMatchObject({ name: 'Field photo.jpg', contentType: 'image/jpeg', width: 1200, height: 2000 });
    expect(body.url).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    // The original is 1200 px wide after rotation: copies at 480 and 960, none at 1600.
    expect(body.variants.map((v) => v.width)).toEqual([480, 960]);
    expect(body.variants[0]!.height).toBe(800);

    const original = await admin.get(body.url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    expect(original.headers.get('cache-control')).toContain('max-age=31536000');
    expect(original.headers.get('content-disposition')).toMatch(/^inline;/);
    const meta = await sharp(new Uint8Array(await original.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([1200, 2000, undefined, undefined]);

    const copy = await new HttpClient(test).get(body.variants[0]!.url);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(new Uint8Array(await copy.arrayBuffer())).metadata()).width).toBe(480);
  });

  it('a small image gets no web copies (nothing is enlarged)', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 300, height: 200, channels: 4, background: '#fff0' } }).png().toBuffer());
    const body = (await (await upload(admin, png, 'icon.png', { kind: 'image' })).json()) as Uploaded;
    expect(body).toMatchObject({ width: 300, height: 200, variants: [], contentType: 'image/png' });
  });

  it('records the upload in the audit log, section files', async () => {
    const body = (await (await upload(admin, tinyPdf('Audit me', []), 'audit.pdf')).json()) as Uploaded;
    const [entry] = await test.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ section: 'files', action: 'create', recordId: String(body.id), actorEmail: 'admin@demo.test' });
    expect(JSON.parse(entry!.changes)).toMatchObject({ id: body.id, name: 'audit.pdf', contentType: 'application/pdf' });
  });
});

describe('POST /api/admin/files: limits and types, decided on the content', () => {
  it('an image over 10 MB is refused with 413 and the message, in the request language', async () => {
    const big = new Uint8Array(11 * MB);
    big.set([0xff, 0xd8, 0xff, 0xe0]); // JPEG magic bytes
    const before = await filesCount();
    const response = await upload(admin, big, 'huge.jpg');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'The file may not be greater than 10 megabytes.' });
    const german = await upload(admin, big, 'huge.jpg', { lang: 'de' });
    expect(german.status).toBe(413);
    expect(((await german.json()) as { message: string }).message).toBe('Die Datei darf nicht größer als 10 Megabyte sein.');
    await admin.get('/?lang=en'); // back to English for the other tests
    expect(await filesCount()).toBe(before);
  });

  it('any file over 50 MB is refused with 413 before it is parsed', async () => {
    const big = new Uint8Array(51 * MB);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const response = await upload(admin, big, 'huge.pdf');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'The file may not be greater than 50 megabytes.' });
  });

  it('a 20 MB PDF is accepted (documents may be larger than images)', async () => {
    const pdf = new Uint8Array(20 * MB);
    pdf.set(tinyPdf('Large', ['padding follows']));
    const response = await upload(admin, pdf, 'large.pdf');
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ size: 20 * MB, contentType: 'application/pdf', width: null });
  });

  it.each([
    ['an .exe renamed .png', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]), 'photo.png'],
    ['an SVG (may carry scripts)', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
    ['HTML named .pdf', new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), 'brochure.pdf'],
    ['plain text', new TextEncoder().encode('just some text'), 'notes.txt'],
  ])('%s is refused with 422', async (_label, bytes, name) => {
    const before = await filesCount();
    const response = await upload(admin, bytes, name);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('The file must be an image (JPEG, PNG, WebP or GIF), a PDF document, a ZIP archive, a WebM video or WebVTT captions.');
    expect(body.errors.file).toEqual([body.message]);
    expect(await filesCount()).toBe(before);
  });

  it('an image field refuses a PDF; a damaged image is refused; an empty or missing file is refused', async () => {
    const pdfAsImage = await upload(admin, tinyPdf('x', []), 'x.pdf', { kind: 'image' });
    expect(pdfAsImage.status).toBe(422);
    expect(((await pdfAsImage.json()) as { message: string }).message).toBe('The file must be an image (JPEG, PNG, WebP or GIF).');

    const broken = new Uint8Array(2000);
    broken.set([0xff, 0xd8, 0xff, 0xe0]);
    const damaged = await upload(admin, broken, 'broken.jpg');
    expect(damaged.status).toBe(422);
    expect(((await damaged.json()) as { message: string }).message).toMatch(/could not be read/);

    expect((await upload(admin, new Uint8Array(0), 'empty.pdf')).status).toBe(422);
    const noFile = await admin.request('POST', '/api/admin/files', { rawBody: 'file=abc', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(noFile.status).toBe(422);
    expect(await noFile.json()).toMatchObject({ message: 'The file field is required.' });
  });
});

describe('POST /api/admin/files: names and keys', () => {
  it.each([
    ['../../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\System32\\evil.exe', 'evil.pdf'],
    ['/absolute/path/report.pdf', 'report.pdf'],
    ['re\u0000port\u202e\n2024.pdf', 'report 2024.pdf'],
    ['....pdf', 'pdf.pdf'],
    ['...', 'file.pdf'],
    ['Prüfbericht Nr. 7', 'Prüfbericht Nr. 7.pdf'],
  ])('the name %j is stored as %j under a key the server made', async (given, expected) => {
    const response = await upload(admin, tinyPdf('Named', []), given);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Uploaded;
    expect(body.name).toBe(expected);
    expect(body.url).toMatch(/^\/media\/[0-9a-f]{32}\.pdf$/);
    // PDFs are offered as attachments, with the safe name.
    const served = await admin.get(body.url);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
  });

  it('every stored object sits directly in the uploads folder, named by the server', () => {
    for (const name of readdirSync(uploadsDir())) expect(name).toMatch(/^[0-9a-f]{32}(-w\d+)?\.[a-z]+$/);
  });

  it('/media refuses keys that try to leave the folder or were never made', async () => {
    const visitor = new HttpClient(test);
    for (const path of ['/media/..%2F..%2Fvoltara.db', '/media/..%5Cvoltara.db', '/media/auth-secret', `/media/${'0'.repeat(32)}.pdf`]) {
      expect((await visitor.get(path)).status, path).toBe(404);
    }
  });
});

describe('POST /api/admin/files: who may upload', () => {
  it('a visitor gets 401, a signed-in non-admin 403, a request without the XSRF header 419; nothing is stored', async () => {
    const before = await filesCount();
    const pdf = tinyPdf('Nope', []);
    expect((await upload(new HttpClient(test), pdf, 'a.pdf')).status).toBe(401);
    for (const role of ['customer', 'distributor-senior', 'certified-senior']) {
      const client = new HttpClient(test, `198.51.100.${40 + role.length}`);
      await client.signIn(`${role}@demo.test`);
      expect((await upload(client, pdf, 'a.pdf')).status, role).toBe(403);
    }
    const missing = await upload(admin, pdf, 'a.pdf', { xsrf: false });
    expect(missing.status).toBe(419);
    expect(await missing.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect(await filesCount()).toBe(before);
  });
});

describe('admin.files procedures', () => {
  it('get, rename (kept safe) with alt text, audited; delete removes the row, the objects and the URL', async () => {
    const body = (await (await upload(admin, await photo(1000, 700), 'before.jpg')).json()) as Uploaded;
    const details = await admin.query('admin.files.get', { id: body.id });
    expect(details.json.result?.data).toMatchObject({ id: body.id, name: 'before.jpg', usage: { downloads: [], references: [] } });

    const renamed = await admin.mutation('admin.files.update', { id: body.id, name: '../After shot.png', alt: 'A tester on a pipe' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.result?.data).toMatchObject({ name: 'After shot.jpg', alt: 'A tester on a pipe' });
    const [entry] = await test.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ section: 'files', action: 'update', recordId: String(body.id) });
    expect(JSON.parse(entry!.changes)).toEqual({ name: ['before.jpg', 'After shot.jpg'], alt: ['', 'A tester on a pipe'] });

    const invalid = await admin.mutation('admin.files.update', { id: body.id, name: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.json.error?.data.fieldErrors?.name).toBeDefined();

    expect((await admin.mutation('admin.files.delete', { id: body.id })).status).toBe(200);
    expect((await admin.get(body.url)).status).toBe(404);
    expect((await admin.get(body.variants[0]!.url)).status).toBe(404);
    const [deleted] = await test.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(deleted).toMatchObject({ section: 'files', action: 'delete', recordId: String(body.id) });
    expect((await admin.mutation('admin.files.delete', { id: body.id })).status).toBe(404);
  });

  it('a file a download uses cannot be deleted: 422 naming the download', async () => {
    const [row] = await test.deps.db.select().from(downloads).where(eq(downloads.category, 'datasheet')).limit(1);
    const before = await test.deps.db.select({ id: auditLog.id }).from(auditLog);
    const refused = await admin.mutation('admin.files.delete', { id: row!.fileId });
    expect(refused.status).toBe(422);
    expect(refused.json.error?.message).toBe(`This file cannot be deleted: it is used by the download “${row!.title_EN}”.`);
    expect(await test.deps.db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(before.length);
  });

  it('lists files newest first, with search and kind filters', async () => {
    const all = await admin.query('admin.files.list', {});
    const data = all.json.result?.data as { rows: Array<Uploaded & { createdAt: string }>; total: number };
    expect(data.total).toBeGreaterThan(5);
    const times = data.rows.map((file) => file.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const others = (await admin.query('admin.files.list', { filters: { kind: 'other' }, perPage: 100 })).json.result?.data as { rows: Uploaded[] };
    expect(others.rows.some((file) => file.contentType.startsWith('image/'))).toBe(false);
    const bySize = (await admin.query('admin.files.list', { sort: 'size', dir: 'desc' })).json.result?.data as { rows: Uploaded[] };
    expect(bySize.rows.map((file) => file.size)).toEqual(bySize.rows.map((file) => file.size).sort((a, b) => b - a));
    for (const bad of [{ filters: { kind: 'video' } }, { sort: 'storageKey' }, { perPage: 7 }, { q: 'x'.repeat(101) }]) {
      expect((await admin.query('admin.files.list', bad)).status, JSON.stringify(bad)).toBe(422);
    }
    expect((await new HttpClient(test, '192.0.2.77').query('admin.files.list', {})).status).toBe(401);
    const distributor = new HttpClient(test, '192.0.2.78');
    await distributor.signIn('distributor-senior@demo.test');
    expect((await distributor.query('admin.files.list', {})).status).toBe(403);
    expect((await distributor.query('admin.files.get', { id: data.rows[0]!.id })).status).toBe(403);
    expect((await admin.query('admin.files.get', { id: 99_999_999 })).status).toBe(404);
    // The library offers no generic writes: a file changes through its page's rename and delete.
    expect((await admin.mutation('admin.files.bulkDelete', { ids: [data.rows[0]!.id] })).status).toBe(403);
    const images = (await admin.query('admin.files.list', { filters: { kind: 'image' } })).json.result?.data as { rows: Uploaded[] };
    expect(images.rows.every((file) => file.contentType.startsWith('image/'))).toBe(true);
    const found = (await admin.query('admin.files.list', { q: 'passwd' })).json.result?.data as { rows: Uploaded[] };
    expect(found.rows.map((file) => file.name)).toContain('passwd.pdf');
  });
});
