// Starts the built server on a fresh temporary database for the browser tests, and removes it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

// E2E_DIST lets several people test their own builds side by side (see scripts/build-to.mjs).
const dist = process.env.E2E_DIST ?? 'dist';
const dataDir = mkdtempSync(join(tmpdir(), 'voltara-e2e-'));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', join(dist, 'server/main.js')], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, CLIENT_DIR: join(dist, 'client'), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
