import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { StartError } from '../start-error';
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
    const { code, message } = await s3ErrorOf(response);
    throw new Error(`S3 ${what} ${key} failed with HTTP ${response.status}${code ? `: ${code}` : ''}${message ? ` (${message})` : ''}`);
  };

  /** The key the start check reads: never written, so a bucket that is there answers NoSuchKey (or AccessDenied). */
  const CHECK_KEY = 'voltara-storage-check';
  const unusable = (why: string) =>
    new StartError(`The S3 bucket ${config.bucket} at ${config.endpoint} cannot be used: ${why}. Check the S3_* variables; see the README, section "Configuration".`);

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
    async checkUsable() {
      // A read of a key that does not exist needs only the object permissions uploads need: a bucket that is there
      // answers 404 NoSuchKey (403 AccessDenied without the list permission), a missing one NoSuchBucket, and wrong
      // credentials SignatureDoesNotMatch or InvalidAccessKeyId.
      let response: Response;
      try {
        response = await send('GET', CHECK_KEY);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        throw unusable(`it cannot be reached (${cause ?? (error instanceof Error ? error.message : String(error))})`);
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const { code, message } = await s3ErrorOf(response);
      if (code === 'NoSuchKey' || code === 'AccessDenied') return;
      throw unusable(`HTTP ${response.status}${code ? ` ${code}` : ''}${message ? ` (${message})` : ''}`);
    },
  };
}

/**
 * S3 explains a refusal in a small XML body (`<Code>NoSuchBucket</Code><Message>The specified bucket does not
 * exist</Message>`): kept for the log and the start check, where a bare status would leave the operator guessing.
 */
async function s3ErrorOf(response: Response): Promise<{ code?: string; message?: string }> {
  const text = (await response.text().catch(() => '')).slice(0, 4096);
  return {
    code: /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1],
    message: /<Message>([^<]{1,300})<\/Message>/.exec(text)?.[1],
  };
}
