import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * The browser tests' server port: E2E_PORT, else 3210 when it is free, else any free port (asked of the system in a
 * child process, since the config is read synchronously). Decided before anything is built or started, and remembered
 * in E2E_PORT so Playwright's workers, which read this file again, agree with it.
 */
function pickPort(): number {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  const script = `const s=require('net').createServer();s.once('error',()=>{const t=require('net').createServer();t.listen(0,'127.0.0.1',()=>{console.log(t.address().port);t.close()})});s.listen(3210,()=>{console.log(3210);s.close()})`;
  const port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
  process.env.E2E_PORT = String(port);
  return port;
}
const port = pickPort();

/** Browser tests in Debian's Chromium (no browser download), against the production build on a fresh database. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recorded on a failed test's retry only (CI retries once; locally add `--trace on`): recording every test's
    // screenshots and snapshots made the suite a quarter slower on a 2-core machine (docs/decisions/0091).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL: the server stops cleanly and scripts/e2e-server.mjs removes its
    // temporary database folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 60_000,
    env: { PORT: String(port), APP_URL: `http://localhost:${port}`, E2E_DIST: process.env.E2E_DIST ?? 'dist' },
  },
});
