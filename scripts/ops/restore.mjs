// npm run restore -- FILE: puts a backup made by `npm run backup` back, on a stopped site (README "Backup and
// restore"). Nothing is deleted: the database and uploads it replaces are moved aside with a time stamp.
import { createClient } from '@libsql/client';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { extract } from 'tar';
import { OpsError, runCli, sitePaths } from './site-paths.mjs';

async function siteAnswers(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function integrityOf(database) {
  const client = createClient({ url: `file:${database}` });
  try {
    return String((await client.execute('PRAGMA integrity_check')).rows[0][0]);
  } finally {
    client.close();
  }
}

export async function restore(file, env = process.env) {
  if (!file) throw new OpsError('Usage: npm run restore -- FILE   (a .tar.gz made by npm run backup)');
  const source = resolve(file);
  if (!existsSync(source)) throw new OpsError(`No backup at ${source}.`);
  const paths = sitePaths(env);
  if (await siteAnswers(paths.port)) throw new OpsError(`The site answers on port ${paths.port}: stop it before restoring.`);
  mkdirSync(paths.dataDir, { recursive: true });
  const work = mkdtempSync(join(paths.dataDir, '.restore-'));
  try {
    await extract({ file: source, cwd: work, strict: true });
    const manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8'));
    if (manifest.format !== 1) throw new OpsError(`${source} is not a backup this version can restore.`);
    const integrity = await integrityOf(join(work, manifest.database));
    if (integrity !== 'ok') throw new OpsError(`The database in ${source} fails its integrity check (${integrity}); nothing was changed.`);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const aside = [];
    mkdirSync(dirname(paths.database), { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(paths.database + suffix)) {
        renameSync(paths.database + suffix, `${paths.database}.before-restore-${stamp}${suffix}`);
        aside.push(`${paths.database}.before-restore-${stamp}${suffix}`);
      }
    }
    renameSync(join(work, manifest.database), paths.database);
    if (manifest.uploads) {
      if (existsSync(paths.uploads)) {
        renameSync(paths.uploads, `${paths.uploads}.before-restore-${stamp}`);
        aside.push(`${paths.uploads}.before-restore-${stamp}`);
      }
      renameSync(join(work, manifest.uploads), paths.uploads);
    }
    const s3 = manifest.s3 ? ` The uploads stay in the bucket ${manifest.s3.bucket} (${manifest.s3.keys.length} objects when backed up).` : '';
    return `Restored the backup of ${manifest.createdAt} into ${paths.dataDir}.${s3}${aside.length ? ` Moved aside: ${aside.join(', ')}.` : ''}`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runCli(([file]) => restore(file));
