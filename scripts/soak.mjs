// `npm run soak`: does the server's memory settle under a long mixed load? (issue 28 item 24)
//
// Starts the built server (dist/, `npm run build` first) on a fresh temporary database with the memory probe loaded
// (scripts/lib/memory-probe.mjs, over an IPC channel: nothing of it is in the site's code). Then, for SOAK_MINUTES
// (default 10): 100 connections (SOAK_CONNECTIONS) over six public reads in six languages — the home page, a product
// page, the catalogue, the FAQs, /api/countries and /trpc/public.countries — every page request carrying a unique
// `?utm_soak=N` besides (the page cache keys on the parameters a route reads: these must not grow it), while an admin
// signed in through the real sign-in procedure renames a country every SOAK_WRITE_MS (default 250 ms), which bumps
// the content versions and makes every cached page render again.
//
// Each minute it prints the server's RSS, V8 heap (used and total), external memory, and the heap left after a full
// collection (the live set: what the server holds). The verdict compares the last minutes with the first: the live set
// and RSS must plateau (the last reading within 10 % + 8 MB of the highest of the first half). With SOAK_SNAPSHOTS=DIR
// it writes V8 heap snapshots after the warm-up and at the end (open both in Chrome's DevTools, Memory tab, and
// compare). Exit code 0 on PASS, 1 on FAIL or when the server cannot start.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './lib/serve-built.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';
import { cookieJar } from './lib/cookie-jar.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = resolve(ROOT, process.env.SOAK_DIST || 'dist');
const MINUTES = Number(process.env.SOAK_MINUTES || 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS || 100);
const WRITE_MS = Number(process.env.SOAK_WRITE_MS || 250);
const SNAPSHOTS = process.env.SOAK_SNAPSHOTS ? resolve(process.env.SOAK_SNAPSHOTS) : null;
// The server's V8 flags: the site's own (scripts/lib/server-flags.mjs) unless SOAK_NODE_FLAGS gives others (e.g. '' for
// Node's defaults, to see what the larger young generation costs).
const NODE_FLAGS = process.env.SOAK_NODE_FLAGS === undefined ? SERVER_NODE_FLAGS : process.env.SOAK_NODE_FLAGS.split(' ').filter(Boolean);
const ADMIN = { email: 'admin@demo.test', password: 'Demo-Password-1' };
const LANGUAGES = ['en', 'de', 'es', 'fr', 'nl', 'pt'];
const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------------
// The server, with the probe

// src/server/env.ts: never inherit these (e.g. a DATABASE_URL pointing at a real database, NODE_ENV=production).
const APP_SETTINGS = ['CLIENT_DIR', 'NODE_ENV', 'APP_URL', 'DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'AUTH_SECRET', 'SMTP_URL', 'SEED_DEMO', 'TRUSTED_PROXIES', 'BODY_LIMIT'];
const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !APP_SETTINGS.includes(name)));
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'voltara-soak-'));
const server = spawn(
  process.execPath,
  [...NODE_FLAGS, '--expose-gc', '--import', join(ROOT, 'scripts/lib/memory-probe.mjs'), join(DIST, 'server/main.js')],
  {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...inherited, PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: join(DIST, 'client'), LOG_LEVEL: 'silent' },
  },
);
const base = `http://localhost:${port}`;
let stopped = false;
function stop() {
  if (stopped) return;
  stopped = true;
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

let asked = 0;
const waiting = new Map();
server.on('message', (message) => {
  waiting.get(message.id)?.(message);
  waiting.delete(message.id);
});
function ask(question) {
  const id = ++asked;
  return new Promise((answer) => {
    waiting.set(id, answer);
    server.send({ ...question, id });
  });
}
/** RSS from the operating system's view (the probe's process.memoryUsage().rss is the same number). */
async function memory(collect) {
  const { usage } = await ask({ type: 'memory', collect });
  return usage;
}

async function waitUntilUp() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the built server did not start (run `npm run build` first)');
}

// ---------------------------------------------------------------------------------------------------------------
// The admin's write loop, signed in through public.signIn like the login page

async function signInAdmin() {
  const jar = cookieJar();
  // The XSRF-TOKEN cookie comes with a page (DECISIONS.md: CSRF).
  const page = await fetch(`${base}/`);
  await page.arrayBuffer();
  jar.store(page);
  const response = await fetch(`${base}/trpc/public.signIn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: jar.header(), 'X-XSRF-TOKEN': jar.xsrf() },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  jar.store(response);
  return jar;
}

function startWriting(jar, until) {
  const counts = { ok: 0, failed: 0 };
  const loop = (async () => {
    let n = 0;
    while (Date.now() < until) {
      n += 1;
      const response = await fetch(`${base}/trpc/admin.countries.update`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: jar.header(), 'X-XSRF-TOKEN': jar.xsrf() },
        body: JSON.stringify({ id: 1, name: n % 2 ? 'Afghanistan (soak)' : 'Afghanistan', is_eu: false }),
      }).catch(() => null);
      await response?.arrayBuffer();
      if (response?.ok) counts.ok += 1;
      else counts.failed += 1;
      await new Promise((r) => setTimeout(r, WRITE_MS));
    }
  })();
  return { counts, done: loop };
}

// ---------------------------------------------------------------------------------------------------------------
// The readers

async function productPath() {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const found = /<loc>[^<]*?(\/product\/[^<?]+)<\/loc>/.exec(sitemap);
  if (!found) throw new Error('no product page in the sitemap');
  return found[1];
}

function readers(product, until) {
  let unique = 0;
  const page = (path) => ({
    method: 'GET',
    setupRequest(request) {
      unique += 1;
      const language = LANGUAGES[unique % LANGUAGES.length];
      return { ...request, path: `${path}${path.includes('?') ? '&' : '?'}utm_soak=${unique}`, headers: { ...request.headers, 'accept-language': language, 'accept-encoding': 'gzip' } };
    },
  });
  const api = (path) => ({ method: 'GET', path, headers: { accept: 'application/json' } });
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: Math.max(1, Math.round((until - Date.now()) / 1000)),
    requests: [page('/'), page(product), page('/products'), page('/faqs'), api('/api/countries'), api('/trpc/public.countries')],
  });
}

// ---------------------------------------------------------------------------------------------------------------

const fmt = (bytes) => (bytes / MB).toFixed(0).padStart(5);

try {
  await waitUntilUp();
  const product = await productPath();
  const jar = await signInAdmin();

  // Warm-up: every page rendered once in every language, so the first minute's figures are the working set's.
  for (const language of LANGUAGES) {
    for (const path of ['/', product, '/products', '/faqs']) await (await fetch(`${base}${path}`, { headers: { 'accept-language': language } })).arrayBuffer();
  }
  const start = await memory(true);
  if (SNAPSHOTS) {
    mkdirSync(SNAPSHOTS, { recursive: true });
    console.log(`heap snapshot: ${(await ask({ type: 'snapshot', path: join(SNAPSHOTS, 'soak-start.heapsnapshot') })).path}`);
  }
  console.log(`server flags: ${NODE_FLAGS.join(' ') || '(Node defaults)'}`);
  console.log(`soak: ${MINUTES} min, ${CONNECTIONS} connections over / ${product} /products /faqs /api/countries /trpc/public.countries (six languages, unique utm on pages), an admin write every ${WRITE_MS} ms`);
  console.log(`after warm-up: rss ${fmt(start.rss)} MB, heap used ${fmt(start.heapUsed)} MB (after a full collection)`);
  console.log('minute  requests   req/s  non-2xx  writes   rss MB  heap used  heap total  external  live after GC');

  const until = Date.now() + MINUTES * 60_000;
  const writes = startWriting(jar, until);
  const load = readers(product, until);
  let requests = 0;
  let non2xx = 0;
  load.on('response', (_client, status) => {
    requests += 1;
    if (status < 200 || status > 299) non2xx += 1;
  });

  const readings = [];
  let lastRequests = 0;
  for (let minute = 1; minute <= MINUTES; minute++) {
    await new Promise((r) => setTimeout(r, Math.max(0, until - (MINUTES - minute) * 60_000 - Date.now() - 2_000)));
    const raw = await memory(false);
    const live = await memory(true);
    readings.push({ rss: raw.rss, live: live.heapUsed });
    const rate = (requests - lastRequests) / 60;
    lastRequests = requests;
    console.log(
      `${String(minute).padStart(6)} ${String(requests).padStart(9)} ${rate.toFixed(0).padStart(7)} ${String(non2xx).padStart(8)} ${String(writes.counts.ok).padStart(7)}  ${fmt(raw.rss)}    ${fmt(raw.heapUsed)}      ${fmt(raw.heapTotal)}     ${fmt(raw.external)}       ${fmt(live.heapUsed)}`,
    );
  }
  const result = await load;
  await writes.done;
  if (SNAPSHOTS) console.log(`heap snapshot: ${(await ask({ type: 'snapshot', path: join(SNAPSHOTS, 'soak-end.heapsnapshot') })).path}`);

  // Plateau: the last reading is within 10 % + 8 MB of the highest reading of the first half.
  const half = readings.slice(0, Math.max(1, Math.floor(readings.length / 2)));
  const last = readings[readings.length - 1];
  const ceiling = (key) => Math.max(...half.map((reading) => reading[key])) * 1.1 + 8 * MB;
  const liveOk = last.live <= ceiling('live');
  const rssOk = last.rss <= ceiling('rss');
  console.log(`requests: ${result.requests.total} (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts); admin writes: ${writes.counts.ok} ok, ${writes.counts.failed} failed`);
  console.log(`live set after GC: ${fmt(start.heapUsed).trim()} MB after warm-up, ${fmt(last.live).trim()} MB at the end (ceiling ${fmt(ceiling('live')).trim()}): ${liveOk ? 'PASS' : 'FAIL'}`);
  console.log(`rss: ${fmt(readings[0].rss).trim()} MB after minute 1, ${fmt(last.rss).trim()} MB at the end (ceiling ${fmt(ceiling('rss')).trim()}): ${rssOk ? 'PASS' : 'FAIL'}`);
  const pass = liveOk && rssOk && result.errors === 0 && writes.counts.failed === 0;
  console.log(`soak: memory ${pass ? 'settles: PASS' : 'does not settle or requests failed: FAIL'}`);
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop();
}
