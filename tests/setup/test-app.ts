import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RequestListener } from 'node:http';
import { createSite } from '../../src/server/app';
import { seedIfFresh } from '../../src/server/db/seed';
import { createDeps } from '../../src/server/create-deps';
import type { AppDeps } from '../../src/server/deps';
import { loadEnv } from '../../src/server/env';

export interface TestApp {
  app: ReturnType<typeof createSite>['app'];
  /** The Node request listener the server runs (cached answers written by it, the rest through `app`). */
  listener: RequestListener;
  deps: AppDeps;
  close(): void;
}

export interface TestAppOptions {
  /** Files of a client build (path under the build folder: content), written before the app starts. */
  clientFiles?: Record<string, string | Uint8Array>;
}

/** A fresh, migrated and seeded libSQL file database per test file, and the real Hono app over it. */
export async function createTestApp(overrides: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'voltara-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    APP_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    TRUSTED_PROXIES: '1',
    ...overrides,
  });
  const deps = await createDeps(env, { cachePollMs: 0 });
  await seedIfFresh(deps);
  const clientDir = join(dir, 'no-client-build');
  mkdirSync(clientDir); // exists but empty: page requests get the built-in shell, as before a build
  for (const [path, content] of Object.entries(options.clientFiles ?? {})) {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true });
    writeFileSync(join(clientDir, path), content);
  }
  // The server renderer from its source (vitest compiles it as Vite would): pages are rendered as in production.
  const { app, listener } = createSite(deps, { clientDir, loadRenderer: () => import('../../src/client/ssr/entry-server') });
  return {
    app,
    listener,
    deps,
    close() {
      deps.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
