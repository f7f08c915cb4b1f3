// `npm run dev`: the API server with reload (tsx watch) on PORT+1 and Vite's dev server on PORT proxying to it.
// Each child runs in its own process group, so stopping this runner (Ctrl-C, or SIGTERM to its PID) stops Vite, the
// watcher and the server it restarts, whatever they spawned themselves.
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const env = { ...process.env, NODE_ENV: 'development' };
const bin = (name) => `node_modules/.bin/${name}`;
const children = [
  spawn(bin('tsx'), ['watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    detached: true,
    env: { ...env, PORT: String(apiPort), APP_URL: process.env.APP_URL ?? `http://localhost:${port}` },
  }),
  spawn(bin('vite'), ['--port', String(port), '--strictPort'], { stdio: 'inherit', detached: true, env: { ...env, API_PORT: String(apiPort) } }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM'); // the whole group: the child and what it started
    } catch {
      // already gone
    }
  }
  // Give them a moment to stop cleanly, then make sure.
  setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    process.exit(code);
  }, 3_000).unref();
  Promise.all(children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// One of them dying (a port taken, a syntax error in the config) takes the other down too, rather than half a dev setup.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
