import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type Storage } from './storage';

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

type Fetch = (request: Request) => Promise<Response>;

/**
 * An S3-compatible bucket (AWS, R2, MinIO ...) over its REST API with SigV4 signatures (aws4fetch), path-style URLs
 * `{endpoint}/{bucket}/{key}`, which every compatible service accepts. `fetch` is replaceable so tests can inspect
 * the signed requests without a network.
 */
export function createS3Storage(config: S3Config, fetchImpl: Fetch = (request) => fetch(request)): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 0,
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;

  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}) => {
    assertSafeKey(key);
    const request = await client.sign(`${base}/${key}`, { ...init, method });
    return fetchImpl(request);
  };

  const fail = async (what: string, key: string, response: Response): Promise<never> => {
    await response.body?.cancel();
    throw new Error(`S3 ${what} ${key} failed with HTTP ${response.status}`);
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, {
        // Upload bytes always sit on a plain ArrayBuffer (never shared memory), which is what BodyInit asks for.
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: {
          'Content-Type': contentType,
          'Content-Length': String(bytes.byteLength),
          // aws4fetch would send UNSIGNED-PAYLOAD for S3; a signed hash lets the bucket refuse a corrupted upload.
          'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) await fail('PUT', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) return fail('GET', key, response);
      return { body: response.body, size: Number(response.headers.get('content-length') ?? 0) };
    },
    async getBytes(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) return fail('GET', key, response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
      await response.body?.cancel();
    },
  };
}
