// Builds client and server into another folder inside the project (default dist), e.g. `node scripts/build-to.mjs dist-nav`
// (inside, so the server bundle still finds node_modules).
// With E2E_DIST=dist-nav and E2E_PORT, browser tests then run against that build without touching dist/.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const out = resolve(process.argv[2] ?? 'dist');
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npx', ['vite', 'build', '--outDir', `${out}/client`, '--emptyOutDir']);
run('npx', ['vite', 'build', '--ssr', 'ssr/entry-server.tsx', '--outDir', `${out}/ssr`, '--emptyOutDir']);
run(process.execPath, ['scripts/build-server.mjs'], { OUT_DIR: out });
