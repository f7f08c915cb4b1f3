// `npm run bench`: throughput of the public read endpoints and of a cached product page against a bare node:http
// server sending the same bytes, and the time of a product page's first (uncached) render.
//
// 1. starts the built server (dist/server/main.js) on a free port with a fresh temp DATA_DIR (migrated + seeded);
//    renders every product and option page of the sitemap once, in every language, timing each first render
//    (uncached: the page cache is empty, each page's data is read from the database);
// 2. fetches the exact bytes of GET /api/countries, GET /trpc/public.countries and one product page once;
// 3. starts a bare node:http server, in its own child process, that answers those URLs with the same bytes;
// 4. runs autocannon (50 connections, BENCH_SECONDS, default 10, after a 2 s warm-up) on each target in sequence;
// 5. prints a table and the budget lines (app >= 0.5 x bare; uncached render p95 <= 15 ms). Exit 0 even on FAIL (a report, not a test); exit 1
//    only when a server cannot start. Children are stopped and the temp dir removed on every way out.
//
// Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_WARMUP_SECONDS (default 2),
//      BENCH_PIN (default 1 when `taskset` exists and there are >= 2 CPUs: for the throughput runs, servers on the last
//      CPU, load generator on CPU 0, so both targets get the same single core and never share it with autocannon;
//      0 disables),
//      BENCH_RENDER_PIN (default 0: the render times are taken before the app is pinned, its V8 threads (compiler,
//      collector) free to use any core as where the site runs; 1 pins it for those too, as runs before
//      2026-11-28 did).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
// The build to measure (BENCH_DIST, default dist): e.g. a folder made by `node scripts/build-to.mjs dist-bench`.
const DIST = resolve(ROOT, process.env.BENCH_DIST || 'dist');
const SERVER_ENTRY = join(DIST, 'server/main.js');
const SECONDS = positiveNumber('BENCH_SECONDS', 10);
const CONNECTIONS = positiveNumber('BENCH_CONNECTIONS', 50);
const WARMUP_SECONDS = positiveNumber('BENCH_WARMUP_SECONDS', 2);
const BUDGET = 0.5;
const RENDER_BUDGET_MS = 15;
// src/server/env.ts: never inherit these (e.g. a DATABASE_URL pointing at a real database, NODE_ENV=production).
const APP_SETTINGS = ['CLIENT_DIR', 'NODE_ENV', 'APP_URL', 'DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'AUTH_SECRET', 'SMTP_URL', 'SEED_DEMO', 'TRUSTED_PROXIES', 'BODY_LIMIT'];
const START_TIMEOUT_MS = 30_000;
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
const ENDPOINTS = [
  { name: 'api', path: '/api/countries' },
  { name: 'trpc', path: '/trpc/public.countries' },
  // The product page's path is taken from the sitemap once the app runs (the first product of the demo catalogue).
  { name: 'product page', path: null },
];

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number (got "${raw}")`);
    process.exit(1);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// CPU pinning (optional): the servers share one core, the load generator has the other.

const cpuCount = typeof availableParallelism === 'function' ? availableParallelism() : cpus().length;
const hasTaskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
const PIN = process.env.BENCH_PIN === undefined ? hasTaskset && cpuCount >= 2 : process.env.BENCH_PIN === '1';
const SERVER_CPU = String(cpuCount - 1);
if (PIN && !hasTaskset) {
  console.error('BENCH_PIN=1 needs `taskset` (util-linux)');
  process.exit(1);
}
if (PIN) spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });

const RENDER_PIN = PIN && process.env.BENCH_RENDER_PIN === '1';

/**
 * Spawns `node ...args`, pinned to the server CPU when `pin`. When pinning is on but not asked for here, the child is
 * given every CPU: it would otherwise inherit this process's CPU 0.
 */
function spawnNode(args, options, pin = PIN) {
  if (!PIN) return spawn(process.execPath, args, options);
  return spawn('taskset', ['-c', pin ? SERVER_CPU : `0-${cpuCount - 1}`, process.execPath, ...args], options);
}

/** Pins a running process, every thread of it, to the server CPU. */
function pinToServerCpu(pid) {
  const result = spawnSync('taskset', ['-a', '-p', '-c', SERVER_CPU, String(pid)], { stdio: 'ignore' });
  if (result.status !== 0) throw new StartError(`taskset could not pin process ${pid}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Cleanup: every child is stopped and the temp dir removed, on success, error and signals.

const children = new Set();
let currentRun = null; // the autocannon instance running now, stopped on Ctrl-C
let tempDir = null;
let cleaning = null;

function stopChild(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

function cleanup() {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stopChild));
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers...`);
    currentRun?.stop();
    cleanup().finally(() => process.exit(130));
  });
}
// Last resort when the process dies some other way: synchronous kill + remove.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

class StartError extends Error {}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Keeps the last few kB of a child's output, to show why it failed to start. */
function tail(child) {
  let text = '';
  const keep = (chunk) => {
    text = (text + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text.trim();
}

async function waitForHealth(baseUrl, child, output) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new StartError(`the server exited (${child.exitCode ?? child.signalCode}) before answering /healthz:\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new StartError(`the server did not answer GET /healthz with 200 within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** The caller's environment without the app's own settings: the bench always runs the default embedded mode. */
function appEnvironment() {
  const env = { ...process.env };
  for (const name of APP_SETTINGS) delete env[name];
  return env;
}

async function startApp() {
  if (!existsSync(SERVER_ENTRY)) throw new StartError(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = join(tempDir, 'data');
  // Pinned (when pinning is on) only after the render times, unless BENCH_RENDER_PIN asks for it from the start.
  const child = spawnNode(
    [...SERVER_NODE_FLAGS, SERVER_ENTRY],
    {
      cwd: ROOT, // serveStatic roots (dist/client) are relative to the working directory
      env: { ...appEnvironment(), PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: join(DIST, 'client'), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
    RENDER_PIN,
  );
  children.add(child);
  const output = tail(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, output);
  return { child, baseUrl };
}

// The bare server: node:http answering from memory. Runs in its own child process (like the app), so both targets
// compete with the load generator in the same way. Payload files come in through BENCH_PAYLOADS (JSON: path -> file).
const BARE_SERVER_SOURCE = `
const http = require('node:http');
const fs = require('node:fs');
const files = JSON.parse(process.env.BENCH_PAYLOADS);
const bodies = new Map(Object.entries(files).map(([path, { file, type }]) => [path, { bytes: fs.readFileSync(file), type }]));
const notFound = { bytes: Buffer.from('{"message":"not found"}'), type: 'application/json' };
const server = http.createServer((req, res) => {
  const body = bodies.get(req.url) ?? notFound;
  res.writeHead(body === notFound ? 404 : 200, { 'Content-Type': body.type, 'Content-Length': body.bytes.length });
  res.end(body.bytes);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\\n'));
process.on('SIGTERM', () => process.exit(0));
`;

async function startBare(payloads) {
  const files = {};
  for (const [index, [path, { bytes, contentType }]] of [...payloads].entries()) {
    const file = join(tempDir, `payload-${index}`);
    writeFileSync(file, bytes);
    files[path] = { file, type: contentType };
  }
  const port = await freePort();
  const child = spawnNode(['-e', BARE_SERVER_SOURCE], {
    env: { ...process.env, PORT: String(port), BENCH_PAYLOADS: JSON.stringify(files) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const output = tail(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new StartError(`the bare server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}${ENDPOINTS[0].path}`);
      const got = Buffer.from(await res.arrayBuffer());
      if (res.status === 200 && got.equals(payloads.get(ENDPOINTS[0].path).bytes)) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new StartError(`the bare server did not start:\n${output()}`);
    await sleep(100);
  }
}

async function fetchBytes(url) {
  // identity: the exact bytes autocannon gets (it sends no Accept-Encoding), not a decompressed gzip answer.
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${bytes.toString().slice(0, 300)}`);
  return { bytes, contentType: res.headers.get('content-type') };
}

function run(url, duration) {
  return new Promise((done, fail) => {
    currentRun = autocannon({ url, connections: CONNECTIONS, duration }, (error, result) => {
      currentRun = null;
      if (error) fail(error);
      else done(result);
    });
  });
}

/** CPU time (user + system, ms) the process has used so far; null where /proc is missing (not Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

async function measure(label, url, server) {
  process.stderr.write(`  ${label.padEnd(32)} warm-up ${WARMUP_SECONDS} s, measure ${SECONDS} s ... `);
  await run(url, WARMUP_SECONDS);
  const cpuBefore = cpuMs(server.child.pid);
  const result = await run(url, SECONDS);
  const cpuAfter = cpuMs(server.child.pid);
  const row = {
    label,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    // Server CPU per request: steadier than req/s when other work shares the machine.
    cpuUs: cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? ((cpuAfter - cpuBefore) * 1000) / result.requests.total : null,
  };
  process.stderr.write(`${Math.round(row.rps)} req/s\n`);
  return row;
}

/** The pages of the sitemap whose path starts with `prefix`, in every language (their hreflang alternates). */
async function sitemapPaths(baseUrl, prefix) {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const urls = new Set();
  for (const match of xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)) {
    const url = new URL(match[1].replaceAll('&amp;', '&'));
    if (url.pathname.startsWith(prefix)) urls.add(url.pathname + url.search);
  }
  return [...urls];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Each page fetched once, one at a time: its first render (the page cache has never seen it). The server's own
 * figure comes from its Server-Timing header (render;dur=: data, React and the document, src/server/http/pages.ts);
 * the round trip adds sending 160 kB over localhost to this process, which shares the machine.
 */
async function timeFirstRenders(baseUrl, paths) {
  const server = [];
  const roundTrip = [];
  // The first page of each product reads its rows from the database; its other languages and options reuse them.
  const cold = [];
  const seen = new Set();
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const html = await res.text();
    roundTrip.push(performance.now() - started);
    const timing = /render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (res.status !== 200 || !html.includes('<h1') || !timing) throw new Error(`GET ${path} answered ${res.status} without a heading or a render time`);
    server.push(Number(timing[1]));
    const product = path.split(/[/?]/)[2];
    if (!seen.has(product)) {
      seen.add(product);
      cold.push(Number(timing[1]));
    }
  }
  const sorted = (values) => values.sort((a, b) => a - b);
  return { server: sorted(server), roundTrip: sorted(roundTrip), cold: sorted(cold) };
}

// ---------------------------------------------------------------------------------------------------------------

function printTable(rows) {
  const header = ['target', 'req/s (avg)', 'p99 ms', 'errors', 'non-2xx', 'app/bare', 'server CPU us/req'];
  const lines = rows.map((row) => [
    row.label,
    Math.round(row.rps).toLocaleString('en-US'),
    String(row.p99),
    String(row.errors),
    String(row.non2xx),
    row.ratio === undefined ? '' : row.ratio.toFixed(2),
    row.cpuUs === null ? 'n/a' : String(Math.round(row.cpuUs)),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width, column) => (column === 0 ? ':' : '-') + '-'.repeat(width) + (column === 0 ? '-' : ':')).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  tempDir = mkdtempSync(join(tmpdir(), 'voltara-bench-'));
  console.log(
    `bench: ${CONNECTIONS} connections, ${SECONDS} s per target after ${WARMUP_SECONDS} s warm-up; node ${process.version}, ` +
      `${cpuCount} CPUs (${cpus()[0]?.model?.trim() ?? 'unknown'}); ` +
      (PIN
        ? `servers pinned to CPU ${SERVER_CPU}, load generator to CPU 0 (the app ${RENDER_PIN ? 'from the start' : 'after the render times'})`
        : 'no CPU pinning'),
  );

  const app = await startApp();
  const pagePaths = await sitemapPaths(app.baseUrl, '/product/');
  if (pagePaths.length === 0) throw new StartError('the sitemap lists no product page');
  // A running site has its code compiled and the frame's shared data (menus, settings) cached: warm both with the
  // category pages, outside the timed set. Every product page then renders for the first time.
  for (const path of ['/', ...(await sitemapPaths(app.baseUrl, '/products/'))]) await fetchBytes(`${app.baseUrl}${path}`);
  const { server: renders, roundTrip, cold } = await timeFirstRenders(app.baseUrl, pagePaths);
  const renderP95 = percentile(renders, 95);
  const summary = (times) =>
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`;
  console.log(
    `  first render of ${renders.length} product and option pages (6 languages), on the server` +
      `${RENDER_PIN ? ' pinned to one CPU' : ''}: ${summary(renders)}`,
  );
  console.log(`  of which the first page of each of the ${cold.length} products (its rows read from the database): ${summary(cold)}`);
  console.log(`  the same requests' round trip from this process: ${summary(roundTrip)}`);
  if (PIN && !RENDER_PIN) pinToServerCpu(app.child.pid);
  const endpoints = ENDPOINTS.map((endpoint) => ({ ...endpoint, path: endpoint.path ?? pagePaths[0] }));
  const payloads = new Map();
  for (const endpoint of endpoints) {
    const fetched = await fetchBytes(`${app.baseUrl}${endpoint.path}`);
    payloads.set(endpoint.path, fetched);
    console.log(`  ${endpoint.path}: ${fetched.bytes.length} bytes, ${fetched.contentType}`);
  }
  const bare = await startBare(payloads);

  const rows = [];
  for (const endpoint of endpoints) {
    const appRow = await measure(`app  GET ${endpoint.path}`, `${app.baseUrl}${endpoint.path}`, app);
    const bareRow = await measure(`bare GET ${endpoint.path}`, `${bare.baseUrl}${endpoint.path}`, bare);
    appRow.ratio = bareRow.rps > 0 ? appRow.rps / bareRow.rps : 0;
    appRow.name = endpoint.name;
    rows.push(appRow, bareRow);
  }

  console.log('');
  printTable(rows);
  const ratios = rows.filter((row) => row.ratio !== undefined);
  const clean = rows.every((row) => row.errors === 0 && row.non2xx === 0);
  const pass = clean && ratios.every((row) => row.ratio >= BUDGET);
  console.log('');
  if (!clean) console.log('note: some runs had errors or non-2xx answers, which fails the budget.');
  console.log(
    `budget: cached public answers >= ${BUDGET} x bare server: ${pass ? 'PASS' : 'FAIL'} ` +
      `(${ratios.map((row) => `${row.name} ${row.ratio.toFixed(2)}`).join(', ')})`,
  );
  console.log(
    `budget: uncached product page render p95 <= ${RENDER_BUDGET_MS} ms: ${renderP95 <= RENDER_BUDGET_MS ? 'PASS' : 'FAIL'} ` +
      `(p95 ${renderP95.toFixed(1)} ms over ${renders.length} pages)`,
  );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  console.error(error instanceof StartError ? `bench: could not start: ${error.message}` : error);
} finally {
  await cleanup();
}
process.exit(exitCode);
