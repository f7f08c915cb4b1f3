// `npm start`: build when the build is missing or older than the sources, then serve (migrate + seed at start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const outputs = ['dist/client/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.js'];
const built = outputs.every((file) => existsSync(file));
const sourcesTime = Math.max(newest('src'), newest('locales'), statSync('package.json').mtimeMs);
const buildTime = built ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
if (!built || sourcesTime > buildTime) {
  console.log('Building the site (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
process.exit(server.status ?? 0);
