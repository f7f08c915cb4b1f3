// `npm run dev`: the API server with reload (tsx watch) on PORT+1 and Vite's dev server on PORT proxying to it.
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: String(apiPort), APP_URL: process.env.APP_URL ?? `http://localhost:${port}` },
  }),
  spawn('npx', ['vite', '--port', String(port), '--strictPort'], { stdio: 'inherit', env: { ...env, API_PORT: String(apiPort) } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
