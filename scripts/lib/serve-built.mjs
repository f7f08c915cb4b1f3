// Starts the built server (dist/) on a fresh temporary database and waits for /healthz; used by the measuring scripts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startBuiltServer({ dist = 'dist', env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'voltara-measure-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(dist, 'server/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: join(dist, 'client'), LOG_LEVEL: 'silent', ...env },
  });
  const url = `http://localhost:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, port, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('the built server did not start (run npm run build first)');
}
