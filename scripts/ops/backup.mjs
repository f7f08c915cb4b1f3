// npm run backup -- FILE: a consistent copy of the site's data while it serves (README "Backup and restore").
//   1. the database, by SQLite's VACUUM INTO: one read transaction, so writers carry on and the copy is of one moment;
//   2. then the uploaded files (each written by the site atomically, temp file and rename), so every file the copied
//      database names is there; with S3 storage, the bucket's object list (the bucket keeps the files themselves);
//   3. a manifest, all in one gzipped tar written beside FILE and renamed onto it when complete.
import { createClient } from '@libsql/client';
import { AwsClient } from 'aws4fetch';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { create } from 'tar';
import { OpsError, runCli, sitePaths } from './site-paths.mjs';

async function listBucket(s3, env = process.env) {
  const client = new AwsClient({ accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY, region: s3.region, service: 's3' });
  const keys = [];
  let token = null;
  do {
    const query = new URLSearchParams({ 'list-type': '2', ...(token ? { 'continuation-token': token } : {}) });
    const response = await client.fetch(`${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}?${query}`);
    if (!response.ok) throw new OpsError(`Listing the S3 bucket ${s3.bucket} failed with HTTP ${response.status}.`);
    const xml = await response.text();
    for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(match[1]);
    token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? (/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? null) : null;
  } while (token);
  return keys;
}

export async function backup(file, env = process.env) {
  if (!file) throw new OpsError('Usage: npm run backup -- FILE   (a .tar.gz to write)');
  const target = resolve(file);
  const paths = sitePaths(env);
  if (!existsSync(paths.database)) throw new OpsError(`No database at ${paths.database}: check DATA_DIR / DATABASE_URL.`);
  const work = mkdtempSync(join(tmpdir(), 'voltara-backup-'));
  try {
    const client = createClient({ url: `file:${paths.database}` });
    try {
      await client.execute('PRAGMA busy_timeout = 10000');
      await client.execute({ sql: 'VACUUM INTO ?', args: [join(work, 'voltara.db')] });
    } finally {
      client.close();
    }
    const manifest = { format: 1, createdAt: new Date().toISOString(), database: 'voltara.db', uploads: null, s3: null };
    if (paths.s3) {
      manifest.s3 = { endpoint: paths.s3.endpoint, bucket: paths.s3.bucket, keys: await listBucket(paths.s3, env) };
    } else if (existsSync(paths.uploads)) {
      // Temporary files of uploads still being written are not uploads yet.
      cpSync(paths.uploads, join(work, 'uploads'), { recursive: true, filter: (source) => !/\.[0-9a-f]{12}\.part$/.test(source) });
      manifest.uploads = 'uploads';
    }
    writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const partial = `${target}.partial`;
    await create({ gzip: true, file: partial, cwd: work, portable: true }, ['manifest.json', 'voltara.db', ...(manifest.uploads ? ['uploads'] : [])]);
    renameSync(partial, target);
    return `Backed up ${paths.database}${manifest.uploads ? ` and ${paths.uploads}` : manifest.s3 ? ` and the list of ${manifest.s3.keys.length} objects in ${paths.s3.bucket}` : ''} to ${target} (${statSync(target).size} bytes).`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runCli(([file]) => backup(file));
