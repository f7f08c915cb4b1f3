// Where the site keeps its data, read from the same variables the server reads (README "Configuration").
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

export function sitePaths(env = process.env) {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const url = env.DATABASE_URL ?? `file:${resolve(dataDir, 'voltara.db')}`;
  if (!url.startsWith('file:')) {
    throw new OpsError(
      `DATABASE_URL points at a libSQL server (${url.split('?')[0]}): back it up with that server's own tools; this script copies the embedded database file.`,
    );
  }
  const database = url.startsWith('file://') ? fileURLToPath(url) : resolve(url.slice('file:'.length).split('?')[0]);
  const s3 = S3_VARIABLES.every((name) => env[name]) ? { endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, region: env.S3_REGION ?? 'us-east-1' } : null;
  return { dataDir, database, uploads: resolve(dataDir, 'uploads'), s3, port: Number(env.PORT ?? 3000) };
}

/** A failure the operator can fix: printed as one line, exit 1. */
export class OpsError extends Error {}

export function runCli(main) {
  main(process.argv.slice(2)).then(
    (line) => {
      if (line) console.log(line);
    },
    (error) => {
      console.error(error instanceof OpsError ? error.message : error);
      process.exit(1);
    },
  );
}
