import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Issue 28 "Working on it": `npm run dev` serves the app (Vite proxies only the server's own paths, so the module
 * /trpc.ts is not sent to the API), and stopping the dev runner by its PID stops Vite, the watcher and the server.
 */
async function freePortPair(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await portFree(port)) && (await portFree(port + 1))) return port;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

test.describe('npm run dev', () => {
  test.setTimeout(240_000);
  let runner: ChildProcess | null = null;
  let dataDir = '';

  test.afterAll(() => {
    if (runner && runner.exitCode === null) runner.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('serves the home page in a browser, and stops whole by its PID', async ({ page }) => {
    const port = await freePortPair();
    dataDir = mkdtempSync(join(tmpdir(), 'voltara-dev-'));
    runner = spawn(process.execPath, ['scripts/dev.mjs'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
    const base = `http://localhost:${port}`;
    await expect.poll(() => answers(`${base}/healthz`), { timeout: 150_000, intervals: [1_000] }).toBe(true);
    await expect.poll(async () => (await fetch(`${base}/healthz`)).status, { timeout: 120_000, intervals: [1_000] }).toBe(200);

    // The module is Vite's, not the API's.
    const module = await fetch(`${base}/trpc.ts`);
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toContain('javascript');
    // The API is the server's.
    expect((await fetch(`${base}/trpc/public.countries`)).headers.get('content-type')).toContain('application/json');

    await page.goto(base, { timeout: 120_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Holiday detectors', { timeout: 90_000 });

    runner.kill('SIGTERM');
    await expect.poll(() => runner!.exitCode, { timeout: 15_000 }).not.toBeNull();
    await expect.poll(async () => (await answers(base)) || (await answers(`http://localhost:${port + 1}/healthz`)), { timeout: 10_000 }).toBe(false);
  });
});
