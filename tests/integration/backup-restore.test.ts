import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, poster, startServerProcess } from '../setup/server-process';

/**
 * Issue 28, operations: `npm run backup -- FILE` while the site serves writes, `npm run restore -- FILE` into a fresh
 * folder, and the restored site holds every write acknowledged before the backup began, and the same uploads.
 */
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'voltara-backup-test-'));
  folders.push(made);
  return made;
}

function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function filesUnder(root: string, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(join(root, prefix), { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) Object.assign(found, filesUnder(root, path));
    else found[path] = readFileSync(join(root, path)).toString('base64');
  }
  return found;
}

async function emailsIn(dataDir: string): Promise<{ integrity: string; emails: Set<string> }> {
  const client = createClient({ url: `file:${join(dataDir, 'voltara.db')}` });
  try {
    const integrity = String((await client.execute('PRAGMA integrity_check')).rows[0]![0]);
    const rows = (await client.execute('SELECT email FROM newsletter_subscriptions')).rows;
    return { integrity, emails: new Set(rows.map((row) => String(row[0]))) };
  } finally {
    client.close();
  }
}

describe('backup and restore', () => {
  it('backs up under writes and restores into a fresh folder with every earlier write and the same uploads', { timeout: 180_000 }, async () => {
    const live = folder();
    const uploads = join(live, 'uploads', 'ab');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(join(uploads, 'manual.pdf'), Buffer.from('%PDF-1.4 a manual'));
    writeFileSync(join(live, 'uploads', 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    const server = await startServerProcess(live);
    const acknowledged: string[] = [];
    let stop = false;
    const posts = await Promise.all([0, 1, 2].map((n) => poster(server.url, `198.51.100.${40 + n}`)));
    const writers = Promise.all(
      posts.map(async (post, writer) => {
        for (let n = 0; !stop; n++) {
          const email = `b${writer}-${n}@example.test`;
          const response = await post('/api/newsletter', { name: 'Backup Writer', email, privacy: true });
          if (response.status === 201) acknowledged.push(email);
          else if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const beforeBackup = [...acknowledged];
    const archive = join(folder(), 'site.tar.gz');
    const backup = await run('scripts/ops/backup.mjs', [archive], { DATA_DIR: live });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('Backed up');
    stop = true;
    await writers;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(beforeBackup.length).toBeGreaterThan(5);

    const fresh = folder();
    const restored = await run('scripts/ops/restore.mjs', [archive], { DATA_DIR: fresh, PORT: String(await freePort()) });
    expect(restored.code, restored.output).toBe(0);
    const { integrity, emails } = await emailsIn(fresh);
    expect(integrity).toBe('ok');
    expect(beforeBackup.filter((email) => !emails.has(email))).toEqual([]);
    expect(filesUnder(join(fresh, 'uploads'))).toEqual(filesUnder(join(live, 'uploads')));

    // The restored folder serves: the server starts on it and finds what it had.
    const again = await startServerProcess(fresh);
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('restoring over a folder moves what it replaces aside, and refuses while the site answers', { timeout: 180_000 }, async () => {
    const live = folder();
    const server = await startServerProcess(live);
    const archive = join(folder(), 'site.tar.gz');
    expect((await run('scripts/ops/backup.mjs', [archive], { DATA_DIR: live })).code).toBe(0);
    const refused = await run('scripts/ops/restore.mjs', [archive], { DATA_DIR: live, PORT: String(server.port) });
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(`The site answers on port ${server.port}: stop it before restoring.`);
    server.child.kill('SIGTERM');
    await server.exited;
    const done = await run('scripts/ops/restore.mjs', [archive], { DATA_DIR: live, PORT: String(server.port) });
    expect(done.code, done.output).toBe(0);
    expect(readdirSync(live).some((name) => name.startsWith('voltara.db.before-restore-'))).toBe(true);
    expect(existsSync(join(live, 'voltara.db'))).toBe(true);
  });

  it('says what to do, in one line, without a file or for a libSQL server', async () => {
    const usage = await run('scripts/ops/backup.mjs', [], {});
    expect(usage.code).toBe(1);
    expect(usage.output.trim()).toBe('Usage: npm run backup -- FILE   (a .tar.gz to write)');
    const remote = await run('scripts/ops/backup.mjs', ['x.tar.gz'], { DATABASE_URL: 'libsql://db.example.test' });
    expect(remote.code).toBe(1);
    expect(remote.output).toContain("back it up with that server's own tools");
  });
});
