import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../src/server/db/seed/content/downloads';
import { StartError } from '../../src/server/start-error';
import { createS3Storage, type S3Config } from '../../src/server/storage/s3';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/**
 * Issue 28 item 16: the S3 path against a real S3-compatible server (s3rver, in this process, on a loopback port, its
 * objects in a temporary folder; it checks SigV4 signatures against its fixed credentials S3RVER/S3RVER). The app
 * runs with the four S3_* variables pointing at it, so the seed's files and every upload go to the bucket.
 */
const BUCKET = 'voltara-uploads';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

interface Uploaded {
  id: number;
  url: string;
  size: number;
  variants: Array<{ width: number; url: string }>;
}

const s3Dir = mkdtempSync(join(tmpdir(), 'voltara-s3rver-'));
const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
const bucketClient = new AwsClient({ ...CREDENTIALS, service: 's3', region: 'us-east-1' });
let endpoint = '';
let test: TestApp;
let admin: HttpClient;

/** What the bucket itself holds under a key, read with a client of its own (not the app's storage code). */
async function objectInBucket(key: string): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await bucketClient.fetch(`${endpoint}/${BUCKET}/${key}`);
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const keyOf = (url: string) => url.replace(/^\/media\//, '');

async function upload(bytes: Uint8Array, name: string): Promise<Response> {
  if (!admin.cookies.has('XSRF-TOKEN')) await admin.get('/');
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/octet-stream' }));
  return test.app.request('/api/admin/files', {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.81', Cookie: admin.cookieHeader(), 'X-XSRF-TOKEN': admin.xsrf()! },
  });
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

beforeAll(async () => {
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  const created = await bucketClient.fetch(`${endpoint}/${BUCKET}`, { method: 'PUT' });
  expect(created.status).toBe(200);
  test = await createTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  });
  admin = new HttpClient(test, '198.51.100.81');
  await admin.signIn('admin@demo.test');
}, 60_000);

afterAll(async () => {
  test?.close();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('uploads in an S3-compatible bucket', () => {
  it('the app stores in the bucket, not on its own disk', () => {
    expect(test.deps.storage.kind).toBe('s3');
    expect(existsSync(join(test.deps.env.DATA_DIR, 'uploads'))).toBe(false);
  });

  it('uploads a PDF into the bucket, serves the same bytes, deletes it (then 404, and gone from the bucket)', async () => {
    const pdf = tinyPdf('Spark tester manual', ['Set the voltage for the coating thickness.']);
    const response = await upload(pdf, 'manual.pdf');
    expect(response.status).toBe(201);
    const uploaded = (await response.json()) as Uploaded;
    expect(uploaded.size).toBe(pdf.byteLength);
    const key = keyOf(uploaded.url);
    expect(await objectInBucket(key)).toEqual({ status: 200, bytes: pdf });

    const served = await new HttpClient(test).get(uploaded.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect(await bytesOf(served)).toEqual(pdf);

    expect((await admin.mutation('admin.files.delete', { id: uploaded.id })).status).toBe(200);
    expect((await new HttpClient(test).get(uploaded.url)).status).toBe(404);
    expect((await objectInBucket(key)).status).toBe(404);
  });

  it('an image goes to the bucket with its web copies, and all of them leave with it', async () => {
    const photo = new Uint8Array(await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#2a4d8f' } }).jpeg().toBuffer());
    const response = await upload(photo, 'site.jpg');
    expect(response.status).toBe(201);
    const uploaded = (await response.json()) as Uploaded;
    expect(uploaded.variants.map((v) => v.width)).toEqual([480, 960]);
    for (const url of [uploaded.url, ...uploaded.variants.map((v) => v.url)]) {
      const served = await admin.get(url);
      expect(served.status, url).toBe(200);
      expect(await bytesOf(served)).toEqual((await objectInBucket(keyOf(url))).bytes);
    }
    expect((await admin.mutation('admin.files.delete', { id: uploaded.id })).status).toBe(200);
    for (const url of [uploaded.url, ...uploaded.variants.map((v) => v.url)]) expect((await objectInBucket(keyOf(url))).status, url).toBe(404);
  });

  it('a restricted download is refused to a visitor and a customer, served from the bucket to its audience', async () => {
    const pdf = tinyPdf('Distributor price list', ['Net prices, gold tier.']);
    const uploaded = (await (await upload(pdf, 'price-list.pdf')).json()) as Uploaded;
    const created = await admin.mutation('admin.downloads.create', {
      title_EN: 'Distributor price list',
      category: 'other',
      audience: 'distributors',
      published: true,
      fileId: uploaded.id,
    });
    expect(created.status).toBe(200);
    const download = created.json.result!.data as { id: number; url: string };

    const visitor = new HttpClient(test, '198.51.100.82');
    expect((await visitor.get(download.url)).status).toBe(401);
    expect((await visitor.get(uploaded.url)).status).toBe(404); // nor through its /media address
    const customer = new HttpClient(test, '198.51.100.83');
    await customer.signIn('customer@demo.test');
    expect((await customer.get(download.url)).status).toBe(403);
    expect((await customer.get(uploaded.url)).status).toBe(404);

    const distributor = new HttpClient(test, '198.51.100.84');
    await distributor.signIn('distributor-senior@demo.test');
    const served = await distributor.get(download.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(await bytesOf(served)).toEqual(pdf);
  });

  it('the seed wrote its files to the bucket too: a seeded download is served from it', async () => {
    const list = await new HttpClient(test).query('public.downloads.list');
    const first = (list.json.result!.data as Array<{ url: string }>)[0]!;
    const served = await new HttpClient(test).get(first.url);
    expect(served.status).toBe(200);
    expect((await bytesOf(served)).byteLength).toBeGreaterThan(100);
  });
});

describe('a bucket that cannot be used is named at start, with the reason S3 gives', () => {
  const config = (changes: Partial<S3Config>): S3Config => ({ endpoint, bucket: BUCKET, ...CREDENTIALS, region: 'us-east-1', ...changes });

  it('the configured bucket passes the start check', async () => {
    await expect(createS3Storage(config({})).checkUsable()).resolves.toBeUndefined();
  });

  it('a bucket that does not exist: NoSuchBucket at start and in a failed upload’s error', async () => {
    const storage = createS3Storage(config({ bucket: 'no-such-bucket' }));
    const refused = storage.checkUsable();
    await expect(refused).rejects.toBeInstanceOf(StartError);
    await expect(refused).rejects.toThrow(/^The S3 bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used: HTTP 404 NoSuchBucket/);
    await expect(storage.put('0123.pdf', tinyPdf('x', []), 'application/pdf')).rejects.toThrow(/HTTP 404: NoSuchBucket/);
  });

  it('an access key the server does not know: refused at start', async () => {
    await expect(createS3Storage(config({ accessKeyId: 'NOT-A-KEY' })).checkUsable()).rejects.toThrow(/HTTP 403 InvalidAccessKeyId/);
  });

  it('an endpoint nobody answers on: cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(createS3Storage(config({ endpoint: `http://127.0.0.1:${port}` })).checkUsable()).rejects.toThrow(/cannot be reached \(ECONNREFUSED\)/);
  });
});
