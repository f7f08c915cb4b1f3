import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { once } from 'node:events';

/** The real server (src/server/main.ts, compiled on the fly by tsx) as its own process, for stop and crash tests. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'process-test-secret-0123456789-abcdefgh',
      TRUSTED_PROXIES: '1',
      LOG_LEVEL: 'info',
      CLIENT_DIR: 'no-client-build',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 90_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, port, url, output: () => output, exited };
}

/** A visitor that can post: the XSRF cookie from one GET, then JSON posts with the header, from its own address. */
export async function poster(url: string, ip: string) {
  const first = await fetch(`${url}/api/countries`, { headers: { 'X-Forwarded-For': ip } });
  const cookie = first.headers.getSetCookie().map((line) => line.split(';')[0]!).join('; ');
  const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  return (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': token, 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    });
}
