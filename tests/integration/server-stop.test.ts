import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { poster, startServerProcess, type ServerProcess } from '../setup/server-process';

/**
 * Issue 28, faults: the server as its own process, under a stream of writes, stopped by SIGTERM (a deploy) and killed
 * by SIGKILL (a crash). Either way every write it acknowledged is in the database afterwards, the database passes
 * its integrity check, and no client got a 5xx.
 */
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'voltara-stop-'));
  folders.push(folder);
  return folder;
}

interface Load {
  acknowledged: string[];
  serverErrors: number[];
  /** Resolves when every writer has stopped (its connection refused, or told to stop). */
  done: Promise<void>;
  stop(): void;
}

/** Writers that each send newsletter sign-ups one after another until the server no longer answers. */
async function streamWrites(server: ServerProcess, writers: number): Promise<Load> {
  const acknowledged: string[] = [];
  const serverErrors: number[] = [];
  let stopped = false;
  const posts = await Promise.all(Array.from({ length: writers }, (_, n) => poster(server.url, `198.51.100.${10 + n}`)));
  const done = Promise.all(
    posts.map(async (post, writer) => {
      for (let n = 0; !stopped; n++) {
        const email = `w${writer}-${n}@example.test`;
        let response: Response;
        try {
          response = await post('/api/newsletter', { name: `Writer ${writer}`, email, privacy: true });
        } catch {
          return; // refused or reset: the server is gone, this writer stops
        }
        if (response.status === 201) acknowledged.push(email);
        else if (response.status >= 500) serverErrors.push(response.status);
        else if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  ).then(() => undefined);
  return { acknowledged, serverErrors, done, stop: () => (stopped = true) };
}

async function storedEmails(folder: string): Promise<{ integrity: string; emails: Set<string> }> {
  const client = createClient({ url: `file:${join(folder, 'voltara.db')}` });
  try {
    const integrity = String((await client.execute('PRAGMA integrity_check')).rows[0]![0]);
    const rows = (await client.execute('SELECT email FROM newsletter_subscriptions')).rows;
    return { integrity, emails: new Set(rows.map((row) => String(row[0]))) };
  } finally {
    client.close();
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server process', () => {
  it('on SIGTERM under load finishes what is in flight, answers no 5xx, loses nothing and exits 0', { timeout: 180_000 }, async () => {
    const folder = dataFolder();
    const server = await startServerProcess(folder);
    const load = await streamWrites(server, 6);
    await wait(1_500);
    server.child.kill('SIGTERM');
    const code = await server.exited;
    load.stop();
    await load.done;
    expect(code, server.output()).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(load.serverErrors).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThan(10);
    const { integrity, emails } = await storedEmails(folder);
    expect(integrity).toBe('ok');
    expect(load.acknowledged.filter((email) => !emails.has(email))).toEqual([]);
  });

  it('killed with SIGKILL under load, starts again with every acknowledged write and an intact database', { timeout: 180_000 }, async () => {
    const folder = dataFolder();
    const server = await startServerProcess(folder);
    const load = await streamWrites(server, 6);
    await wait(1_500);
    server.child.kill('SIGKILL');
    await server.exited;
    load.stop();
    await load.done;
    expect(load.serverErrors).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThan(10);
    const again = await startServerProcess(folder);
    const health = await fetch(`${again.url}/healthz`);
    expect(health.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    const { integrity, emails } = await storedEmails(folder);
    expect(integrity).toBe('ok');
    expect(load.acknowledged.filter((email) => !emails.has(email))).toEqual([]);
  });

  it('refuses to start in production without AUTH_SECRET, in one line that says where to read', { timeout: 60_000 }, async () => {
    const folder = dataFolder();
    const { spawnSync } = await import('node:child_process');
    const { AUTH_SECRET: _unset, ...environment } = process.env;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...environment, NODE_ENV: 'production', DATA_DIR: folder, PORT: '0' },
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n').filter((line) => !line.includes('ExperimentalWarning') && line.trim() !== '');
    expect(lines).toEqual(['AUTH_SECRET is required with NODE_ENV=production (32 characters or more). See the README, section "Configuration".']);
  });
});
