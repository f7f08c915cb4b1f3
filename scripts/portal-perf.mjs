// `npm run perf:portal` (node --import tsx scripts/portal-perf.mjs): the portal's lists at scale (issue 12).
//
// 1. creates a temporary database (migrated and seeded with the demo data);
// 2. gives the demo company Nordhavn Inspection ApS PORTAL_PERF_PER_COMPANY (100,000) leads, serials and sales, and
//    makes PORTAL_PERF_TOTAL (1,000,000) of each in all with the rest spread over PORTAL_PERF_OTHERS (9) other
//    companies (scripts/portal-data.mjs; SQLite writes them itself, the fill time is printed), then ANALYZE;
// 3. calls each list, search and sort of the portal through the real tRPC router (policy, input parsing, services,
//    drizzle; no HTTP) as distributor-senior@demo.test of Nordhavn, PORTAL_PERF_SAMPLES times each (200) after
//    PORTAL_PERF_WARMUP (10), and prints p50/p95/max. Budget: p95 <= 30 ms each. Exit code 1 when one is missed.
//
// Env: PORTAL_PERF_PER_COMPANY, PORTAL_PERF_TOTAL, PORTAL_PERF_OTHERS, PORTAL_PERF_SAMPLES, PORTAL_PERF_WARMUP,
// PORTAL_PERF_KEEP=1 keeps the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { seedIfFresh } from '../src/server/db/seed/index.ts';
import { companies, products, users } from '../src/server/db/schema/index.ts';
import { createDeps } from '../src/server/create-deps.ts';
import { loadEnv } from '../src/server/env.ts';
import { appRouter } from '../src/server/trpc/app-router.ts';
import { createCallerFactory } from '../src/server/trpc/init.ts';
import { fillCompany, makeCompanies } from './portal-data.mjs';
import { PORTAL_CASES } from './portal-perf-cases.mjs';

const PER_COMPANY = positiveInt('PORTAL_PERF_PER_COMPANY', 100_000);
const TOTAL = positiveInt('PORTAL_PERF_TOTAL', 1_000_000);
const OTHERS = positiveInt('PORTAL_PERF_OTHERS', 9);
const SAMPLES = positiveInt('PORTAL_PERF_SAMPLES', 200);
const WARMUP = positiveInt('PORTAL_PERF_WARMUP', 10);
const BUDGET_MS = 30;

function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive whole number (got "${raw}")`);
    process.exit(1);
  }
  return value;
}

const fmt = (n) => Number(n).toLocaleString('en-GB');
const ms = (n) => n.toFixed(2);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'voltara-portal-perf-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    APP_URL: 'http://localhost:3000',
    AUTH_SECRET: 'portal-perf-secret-portal-perf-secret-0123',
    LOG_LEVEL: 'silent',
  });
  const deps = await createDeps(env, { cachePollMs: 0 });
  try {
    await seedIfFresh(deps);
    const { db } = deps;
    const [nordhavn] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Nordhavn Inspection ApS'));
    const productIds = (await db.select({ id: products.id }).from(products)).map((row) => row.id);
    const ownerIds = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'customer'))).map((row) => row.id);
    if (!nordhavn || productIds.length === 0 || ownerIds.length === 0) throw new Error('the demo seed is missing its company, products or customers');

    const started = performance.now();
    const ids = await makeCompanies(db, nordhavn.id, OTHERS);
    const rest = Math.max(0, TOTAL - PER_COMPANY);
    const perOther = Math.floor(rest / OTHERS);
    const now = Date.now();
    let offset = 0;
    for (const [index, companyId] of ids.entries()) {
      const count = index === 0 ? PER_COMPANY : perOther;
      if (count === 0) continue;
      await fillCompany(db, { companyId, count, offset, productIds, ownerIds, now });
      offset += count;
    }
    await db.run(sql`ANALYZE`);
    const [counts] = await db.all(sql`SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM serials) AS serials, (SELECT count(*) FROM sales) AS sales`);
    console.log(
      `filled in ${fmt(Math.round(performance.now() - started))} ms: ${fmt(PER_COMPANY)} leads, serials and sales in Nordhavn; ` +
        `${fmt(counts.leads)} leads, ${fmt(counts.serials)} serials, ${fmt(counts.sales)} sales in all (${ids.length} companies)`,
    );

    const [senior] = await db.select().from(users).where(eq(users.email, 'distributor-senior@demo.test'));
    const actor = { id: senior.id, name: senior.name, email: senior.email, role: senior.role, locale: 'en', companyId: senior.companyId, twoFactorEnabled: false, sessionId: 'perf', passwordConfirmedAt: null };
    const caller = createCallerFactory(appRouter)({
      deps,
      actor,
      locale: 'en',
      now: new Date(),
      scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined },
    });

    console.log(`\n${SAMPLES} calls each (after ${WARMUP} warm-up), as ${senior.email}; node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} x${cpus().length}`);
    console.log('case'.padEnd(58) + 'rows'.padStart(8) + 'p50 ms'.padStart(9) + 'p95 ms'.padStart(9) + 'max ms'.padStart(9) + '  budget');
    let failed = 0;
    for (const { name, path, input } of PORTAL_CASES) {
      const fn = path.split('.').reduce((node, key) => node[key], caller);
      let rows = 0;
      for (let i = 0; i < WARMUP; i += 1) await fn(input(i));
      const times = [];
      for (let i = 0; i < SAMPLES; i += 1) {
        const t0 = performance.now();
        const answer = await fn(input(i));
        times.push(performance.now() - t0);
        rows = Array.isArray(answer?.rows) ? answer.rows.length : Array.isArray(answer?.items) ? answer.items.length : rows;
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const ok = p95 <= BUDGET_MS;
      if (!ok) failed += 1;
      console.log(name.padEnd(58) + String(rows).padStart(8) + ms(percentile(times, 50)).padStart(9) + ms(p95).padStart(9) + ms(times[times.length - 1]).padStart(9) + `  ${ok ? 'PASS' : 'FAIL'} (<= ${BUDGET_MS})`);
    }
    console.log(failed === 0 ? `\nperf:portal PASS: every p95 <= ${BUDGET_MS} ms` : `\nperf:portal FAIL: ${failed} case(s) over ${BUDGET_MS} ms`);
    process.exitCode = failed === 0 ? 0 : 1;
  } finally {
    deps.close();
    if (process.env.PORTAL_PERF_KEEP === '1') console.log(`database kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

await main();
