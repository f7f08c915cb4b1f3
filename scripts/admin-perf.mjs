// `npm run perf:admin` (node --import tsx scripts/admin-perf.mjs): admin list speed on big tables (issue 4).
//
// 1. creates a temporary database (migrated and seeded), the real Hono app over it, and signs in as admin@demo.test;
// 2. each SECTION fills its table (100,000 rows by default) and prepares its cases (e.g. a page deep in the list);
// 3. each CASE is one tRPC GET through app.request(): CSRF, session, permission, zod, service and SQL, everything but
//    the socket. After WARMUP runs, RUNS runs are timed; p50 and p95 are printed with PASS/FAIL against the budget
//    (50 ms at the 95th percentile). Exit code 1 when a case fails or answers other than 200.
//
// Add a section: push { name, fill(db), cases(db) } to SECTIONS; a case is { name, path, input }.
//
// Env: ADMIN_PERF_ROWS (default 100000), ADMIN_PERF_RUNS (default 50), ADMIN_PERF_WARMUP (default 5),
// ADMIN_PERF_ONLY (a part of the sections' names to run only those, e.g. "audit"; all when not given).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app.ts';
import { seedIfFresh } from '../src/server/db/seed/index.ts';
import { createDeps } from '../src/server/create-deps.ts';
import { loadEnv } from '../src/server/env.ts';
import { cookieJar } from './lib/cookie-jar.mjs';

const ROWS = positiveInt('ADMIN_PERF_ROWS', 100_000);
const RUNS = positiveInt('ADMIN_PERF_RUNS', 50);
const WARMUP = positiveInt('ADMIN_PERF_WARMUP', 5);
const BUDGET_P95_MS = 50;
const ADMIN = { email: 'admin@demo.test', password: 'Demo-Password-1' };

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

// ---------------------------------------------------------------------------------------------------------------
// Sections: what to fill and what to measure. Rows are written by one INSERT ... SELECT over a recursive counter.

const NOW = Date.now();

const SECTIONS = [
  {
    name: 'audit log',
    table: 'audit_log',
    async fill(db) {
      // 40 sections, 50 actors, one entry every 10 minutes going back (about two years for 100,000 rows).
      await db.run(sql`
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
        insert into audit_log (actor_id, actor_email, section, record_id, action, changes, created_at)
        select null, 'editor' || (i % 50) || '@demo.test', 'section-' || (i % 40), cast(i % 5000 as text),
               case i % 3 when 0 then 'create' when 1 then 'update' else 'delete' end,
               '{"name":["Before ' || i || '","After ' || i || '"]}', ${NOW} - i * 600000
        from n`);
    },
    // A collection since decision 0065: offset pages (25 a page) with the count capped at 10,000.
    async cases() {
      const path = 'admin.logs.audit.list';
      const section = { section: 'section-7' };
      // Entries are ten minutes apart going back from now: a week 90 % of the way back holds about 1,000 of them.
      const day = (back) => new Date(NOW - back * 600_000).toISOString().slice(0, 10);
      const deepWeek = `${day(Math.floor(ROWS * 0.9) + 1000)}..${day(Math.floor(ROWS * 0.9))}`;
      return [
        { name: 'first page', path, input: {} },
        { name: 'page 90% deep (offset)', path, input: { page: Math.floor((ROWS / 25) * 0.9) } },
        { name: 'oldest first', path, input: { sort: 'createdAt', dir: 'asc' } },
        { name: 'section filter', path, input: { filters: section } },
        { name: 'section filter, deep', path, input: { filters: section, page: Math.floor((ROWS / 40 / 25) * 0.9) } },
        { name: 'days 90% back', path, input: { filters: { createdAt: deepWeek } } },
        { name: 'days + section', path, input: { filters: { createdAt: deepWeek, ...section } } },
        { name: 'search, common (actor)', path, input: { q: 'editor7@' } },
        { name: 'search, record id', path, input: { q: '4321' } },
        { name: 'search, no match', path, input: { q: 'nobody@nowhere' } },
        { name: 'sections offered', path: 'admin.logs.audit.offeredValues', input: { field: 'section' } },
      ];
    },
  },
  {
    name: 'website log',
    table: 'website_log',
    async fill(db) {
      // Four kinds, 500 addresses, 3,000 paths, within the 90 days the log keeps by default.
      await db.run(sql`
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
        insert into website_log (kind, path, email, ip, detail, created_at)
        select case i % 4 when 0 then 'form' when 1 then 'not-found' when 2 then 'sign-in-failure' else 'rate-limit' end,
               '/page/' || (i % 3000), 'visitor' || (i % 500) || '@example.test', '10.0.' || (i % 250) || '.' || (i % 200),
               '{"method":"GET"}', ${NOW} - i * ${Math.floor((89 * 86_400_000) / ROWS)}
        from n`);
    },
    // A collection since decision 0069: offset pages (25 a page) with the count capped at 10,000.
    async cases() {
      const path = 'admin.logs.website.list';
      const notFound = { kind: 'not-found' };
      // Entries are 89 days / ROWS apart going back from now: a week 90 % of the way back holds about 8,000 of them.
      const step = Math.floor((89 * 86_400_000) / ROWS);
      const day = (back) => new Date(NOW - back * step).toISOString().slice(0, 10);
      const deepWeek = `${day(Math.floor(ROWS * 0.9) + Math.floor(ROWS / 13))}..${day(Math.floor(ROWS * 0.9))}`;
      return [
        { name: 'first page', path, input: {} },
        { name: 'page 90% deep (offset)', path, input: { page: Math.floor((ROWS / 25) * 0.9) } },
        { name: 'oldest first', path, input: { sort: 'createdAt', dir: 'asc' } },
        { name: 'kind filter', path, input: { filters: notFound } },
        { name: 'kind filter, deep', path, input: { filters: notFound, page: Math.floor((ROWS / 4 / 25) * 0.9) } },
        { name: 'days 90% back', path, input: { filters: { createdAt: deepWeek } } },
        { name: 'days + kind', path, input: { filters: { createdAt: deepWeek, ...notFound } } },
        { name: 'search, common (path)', path, input: { q: '/page/12' } },
        { name: 'search, rare (path)', path, input: { q: '/page/2999' } },
        { name: 'search, short (path)', path, input: { q: '/p' } },
        { name: 'search, e-mail', path, input: { q: 'visitor42@' } },
        { name: 'search, IP address', path, input: { q: '10.0.17.' } },
        { name: 'search + kind', path, input: { q: '/page/12', filters: notFound } },
        { name: 'search, no match', path, input: { q: 'no-such-thing' } },
      ];
    },
  },
  {
    // A section of the generic resource framework (admin.resources.<name>.list): offset pages, capped count.
    name: 'FAQs (resource)',
    table: 'faqs',
    async fill(db) {
      const categories = ['general', 'products', 'services', 'orders', 'distributors'];
      await db.run(sql`
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
        insert into faqs (category, question_EN, question_DE, answer_EN, published, sort)
        select case i % 5 ${sql.raw(categories.map((c, k) => `when ${k} then '${c}'`).join(' '))} end,
               'How do I test coating number ' || i || ' with a holiday detector?',
               case when i % 3 = 0 then '' else 'Frage ' || i end,
               '<p>Answer ' || i || '</p>', i % 7 <> 0, i % 1000
        from n`);
    },
    async cases() {
      const path = 'admin.resources.faqs.list';
      const lastPage = Math.ceil(ROWS / 25);
      return [
        { name: 'first page (default sort)', path, input: {} },
        { name: 'page 10', path, input: { page: 10 } },
        { name: 'last page (offset)', path, input: { page: lastPage } },
        { name: 'sort by question', path, input: { sort: 'question', dir: 'asc' } },
        { name: 'sort by question, desc', path, input: { sort: 'question', dir: 'desc' } },
        { name: 'filter category + published', path, input: { filters: { category: 'orders', published: true } } },
        { name: 'search, common', path, input: { q: 'holiday' } },
        { name: 'search, rare', path, input: { q: 'number 99999 ' } },
        { name: 'search, 1,111 matches', path, input: { q: 'number 99' } },
        { name: 'search, no match', path, input: { q: 'no-such-thing' } },
      ];
    },
  },
  {
    name: 'users',
    table: 'users',
    async fill(db) {
      await db.run(sql`
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
        insert into users (id, name, email, email_verified, created_at, updated_at, role)
        select 'perf-' || i, 'Customer ' || i, 'customer' || i || '@example.test', 1, ${NOW} - i * 60000, ${NOW},
               case i % 10 when 0 then 'distributor-junior' else 'customer' end
        from n`);
    },
    async cases() {
      // The users collection (admin.users.list, issue 29): offset pages by name (users_name_nocase_idx), creation
      // date (users_created_idx) or within a role (users_role_idx); searched through the users' trigram index.
      const path = 'admin.users.list';
      return [
        { name: 'first page', path, input: {} },
        { name: 'page 2000 by name', path, input: { page: 2000, sort: 'name', dir: 'asc' } },
        { name: 'sort by created', path, input: { sort: 'createdAt', dir: 'desc' } },
        { name: 'sort by e-mail', path, input: { sort: 'email', dir: 'asc' } },
        { name: 'role filter', path, input: { filters: { role: 'distributor-junior' } } },
        { name: 'no company filter', path, input: { filters: { companyId: 'none' } } },
        { name: 'status filter (disabled)', path, input: { filters: { status: 'disabled' } } },
        { name: 'search', path, input: { q: 'customer4242' } },
        { name: 'search, common', path, input: { q: 'customer' } },
        { name: 'search, no match', path, input: { q: 'no-such-user' } },
      ];
    },
  },
  {
    // The admin returns collection (admin.returns.list, issue 29): offset pages, computed items, booking account and
    // partner, searched through the returns', lines' and users' trigram indexes. The users section above gives the
    // accounts: a return is booked by one of them, every third for the first partner company, every other one tracked.
    name: 'returns (collection)',
    table: 'returns',
    async fill(db) {
      await db.run(sql`
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
        insert into returns (rma_number, user_id, company_id, booking_type, status, locale, details, vat_confirmed_at, tracking_number, created_at, updated_at)
        select 'RMA-PERF-' || printf('%07d', i), 'perf-' || (1 + i % ${sql.raw(String(Math.min(2000, ROWS)))}),
               case when i % 3 = 0 then (select id from companies order by id limit 1) end,
               case i % 5 when 0 then 'repair' when 1 then 'calibration' when 2 then 'test' when 3 then 'warranty-repair' else 'conformity' end,
               case i % 8 when 0 then 'submitted' when 1 then 'received' when 2 then 'assessed' when 3 then 'quoted'
                          when 4 then 'approved' when 5 then 'serviced' when 6 then 'shipped' else 'cancelled' end,
               'en', json_object('details', json_object('firstName', 'Perf', 'lastName', 'Customer ' || i, 'companyName', 'Perf Coatings ' || (i % 500))),
               ${NOW}, case when i % 2 = 0 then '1ZPERF' || printf('%08d', i) else '' end, ${NOW} - i * 60000, ${NOW}
        from n`);
      await db.run(sql`
        insert into return_lines (return_id, item_name, part, serial_number, value_pence)
        select id, 'Perf instrument ' || (id % 50), 'full-kit', 'PX-' || id, 100000 from returns where rma_number like 'RMA-PERF-%'`);
    },
    async cases() {
      const path = 'admin.returns.list';
      const deepPage = Math.floor((ROWS * 0.9) / 25);
      return [
        { name: 'first page', path, input: {} },
        { name: 'page 90% deep (offset)', path, input: { page: deepPage } },
        { name: 'status filter', path, input: { filters: { status: 'received' } } },
        { name: 'status filter, deep', path, input: { filters: { status: 'received' }, page: Math.floor(deepPage / 8) } },
        { name: 'sort by RMA number', path, input: { sort: 'rmaNumber', dir: 'asc' } },
        { name: 'search RMA number', path, input: { q: 'RMA-PERF-0054321' } },
        { name: 'search e-mail', path, input: { q: 'customer1234@example.test' } },
        { name: 'search tracking number', path, input: { q: '1ZPERF00054322' } },
        { name: 'search serial number', path, input: { q: 'PX-54321' } },
        { name: 'search, common', path, input: { q: 'RMA-PERF-00' } },
        { name: 'search, no match', path, input: { q: 'no-such-return' } },
      ];
    },
  },
  {
    // The admin certificates collection (admin.certificates.list, issue 29): newest first by issue date, filtered by
    // kind or to the revoked ones (certificates_kind_idx, the partial revoked index), searched by number, serial or
    // holder e-mail. Each row carries its content (~1 kB here), as real certificates do, so a scan is not cheap.
    name: 'certificates (collection)',
    table: 'certificates',
    async fill(db) {
      await db.run(sql`
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
        insert into certificates (number, code, kind, holder_id, locale, issued_on, expires_on, content, revoked_at, revoked_reason, created_at)
        select case i % 3 when 0 then 'TRN-PERF-' else 'CAL-PERF-' end || printf('%07d', i), 'PERFCODE' || printf('%07d', i),
               case i % 3 when 0 then 'training' when 1 then 'calibration' else 'conformity' end,
               'perf-' || (1 + i % ${sql.raw(String(Math.min(2000, ROWS)))}), 'en',
               date('2026-11-01', '-' || (i % 1500) || ' days'), date('2027-11-01', '-' || (i % 1500) || ' days'),
               json_object('pad', printf('%.1000c', 'x')), case when i % 50 = 0 then ${NOW} end, '', ${NOW} - i * 60000
        from n`);
    },
    async cases() {
      const path = 'admin.certificates.list';
      const deepPage = Math.floor((ROWS * 0.9) / 25);
      return [
        { name: 'first page', path, input: {} },
        { name: 'page 90% deep (offset)', path, input: { page: deepPage } },
        { name: 'kind filter', path, input: { filters: { kind: 'training' } } },
        { name: 'revoked filter', path, input: { filters: { revoked: true } } },
        { name: 'sort by number', path, input: { sort: 'number', dir: 'asc' } },
        { name: 'search number', path, input: { q: 'CAL-PERF-0054322' } },
        { name: 'search e-mail', path, input: { q: 'customer1234@example.test' } },
        { name: 'search, no match', path, input: { q: 'no-such-certificate' } },
      ];
    },
  },
  {
    // The enquiries inbox collection (admin.enquiries.list, issue 29): newest first (enquiries_created_idx), filtered by
    // kind, status (enquiries_status_idx; spam left out unless asked) and assignee (enquiries_assigned_idx), searched
    // through the enquiries' trigram index. Most enquiries are done; one in twenty is new, one in twenty spam. The
    // menu badge and the dashboard read the same list (status new, and the first page, 10 rows each).
    name: 'enquiries (collection)',
    table: 'enquiries',
    async fill(db) {
      await db.run(sql`
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
        insert into enquiries (kind, status, locale, product_id, name, email, company, country, message, details, assigned_to, created_at, updated_at)
        select case i % 8 when 0 then 'product-question' when 1 then 'product-enquiry' when 2 then 'training' when 3 then 'contact'
                          when 4 then 'quote' when 5 then 'dealer-application' when 6 then 'calibration' else 'questionnaire' end,
               case i % 20 when 0 then 'new' when 1 then 'spam' when 2 then 'assigned' when 3 then 'assigned' else 'done' end,
               'en', case when i % 2 = 0 then (select id from products order by id limit 1) end,
               'Visitor ' || i, 'visitor' || i || '@example.test', 'Perf Coatings ' || (i % 5000), 'Denmark',
               'Does it test ' || i || ' mm of epoxy?', '{}',
               case when i % 20 in (0, 1) then null when i % 3 = 0 then (select id from users where email = 'admin@demo.test')
                    else (select id from users where email = 'admin-2fa@demo.test') end,
               ${NOW} - i * 60000, ${NOW}
        from n`);
    },
    async cases() {
      const path = 'admin.enquiries.list';
      const deepPage = Math.floor((ROWS * 0.9 * 0.95) / 25);
      return [
        { name: 'first page', path, input: {} },
        { name: 'dashboard (first 10)', path, input: { perPage: 10 } },
        { name: 'new count (menu badge)', path, input: { filters: { status: 'new' }, perPage: 10 } },
        { name: 'page 90% deep (offset)', path, input: { page: deepPage } },
        { name: 'oldest first', path, input: { sort: 'createdAt', dir: 'asc' } },
        { name: 'kind filter', path, input: { filters: { kind: 'training' } } },
        { name: 'kind and status', path, input: { filters: { kind: 'training', status: 'new' } } },
        { name: 'status filter (spam)', path, input: { filters: { status: 'spam' } } },
        { name: 'assigned to me', path, input: { filters: { assignee: 'mine' } } },
        { name: 'unassigned', path, input: { filters: { assignee: 'unassigned' } } },
        { name: 'search e-mail', path, input: { q: 'visitor54321@' } },
        { name: 'search reference', path, input: { q: 'E-54321' } },
        { name: 'search company, common', path, input: { q: 'Perf Coatings' } },
        { name: 'search, no match', path, input: { q: 'no-such-enquiry' } },
      ];
    },
  },
  {
    // The admin leads collection (admin.leads.list, issue 29): every company's leads and Voltara's, newest first
    // (leads_created_idx), filtered by status (leads_status_created_idx), company (leads_company_created_idx) and
    // country (leads_country_created_idx), searched by the start of the prospect's folded name (leads_prospect_idx).
    // One in ten sits with Voltara, one in five is offered with a deadline, one in a hundred is a conflict. The
    // heading's conflict and to-confirm counts read the same list (status filter, 10 rows).
    name: 'leads (collection)',
    table: 'leads',
    async fill(db) {
      await db.run(sql`
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS}),
        c(k, id) as (select row_number() over (order by id) - 1, id from companies),
        cc(total) as (select count(*) from companies),
        co(k, id) as (select row_number() over (order by id) - 1, id from countries)
        insert into leads (company_id, status, source, prospect_company, prospect_key, contact_name, country_id, value, currency, deadline_at, created_at, updated_at)
        select case when i % 10 = 0 then null else (select id from c where k = i % (select total from cc)) end,
               case when i % 10 = 0 then 'unassigned' when i % 100 = 1 then 'conflict' when i % 100 = 2 then 'review'
                    when i % 5 = 3 then 'offered' when i % 5 = 4 then 'accepted' when i % 2 = 0 then 'won' else 'lost' end,
               'enquiry', 'Perf Prospect ' || i || ' ApS', 'perfprospect' || i, 'Contact ' || i,
               (select id from co where k = i % 50), (i % 100) * 100000, 'EUR',
               case when i % 5 = 3 and i % 10 <> 0 then ${NOW} + (i % 500) * 3600000 end, ${NOW} - i * 60000, ${NOW}
        from n`);
    },
    async cases(db) {
      const path = 'admin.leads.list';
      const deepPage = Math.floor((ROWS * 0.9) / 25);
      const [company] = await db.all(sql`select company_id as id from leads where company_id is not null group by company_id order by count(*) desc limit 1`);
      const [country] = await db.all(sql`select country_id as id from leads where country_id is not null limit 1`);
      return [
        { name: 'first page', path, input: {} },
        { name: 'page 90% deep (offset)', path, input: { page: deepPage } },
        { name: 'oldest first', path, input: { sort: 'createdAt', dir: 'asc' } },
        { name: 'by deadline', path, input: { sort: 'deadline', dir: 'asc' } },
        { name: 'offered by deadline', path, input: { filters: { status: 'offered' }, sort: 'deadline', dir: 'asc' } },
        { name: 'conflicts (heading count)', path, input: { filters: { status: 'conflict' }, perPage: 10 } },
        { name: 'status filter (unassigned)', path, input: { filters: { status: 'unassigned' } } },
        { name: 'company filter', path, input: { filters: { companyId: Number(company.id) } } },
        { name: 'country filter', path, input: { filters: { countryId: Number(country.id) } } },
        { name: 'search prospect', path, input: { q: 'perf prospect 54321' } },
        { name: 'search, common', path, input: { q: 'perf prospect' } },
        { name: 'search, no match', path, input: { q: 'no such prospect' } },
        { name: 'company choices', path: 'admin.leads.filterOptions', input: { field: 'companyId' } },
      ];
    },
  },
  {
    // The admin end customers collection (admin.endCustomers.list, decisions 0073 and 0080): accounts owning a serial a
    // partner company sold. ROWS accounts of their own, half of them each owning two sold serials (the other half own
    // none: the list skips them), the companies taken in turn; searched through the users' trigram index and the
    // profiles. The fill's serials also fill the customers' kept rows (end_customer_stats, by the serials' triggers).
    name: 'end customers (collection)',
    table: 'serials',
    async fill(db) {
      await db.run(sql`
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
        insert into users (id, name, email, email_verified, created_at, updated_at, role)
        select 'perf-ec-' || i, 'End Customer ' || i, 'endcustomer' || i || '@example.test', 1, ${NOW} - i * 60000, ${NOW}, 'customer' from n`);
      await db.run(sql`
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS}),
        c(k, id) as (select row_number() over (order by id) - 1, id from companies),
        cc(total) as (select count(*) from companies)
        insert into serials (number, number_key, product_id, build_date, status, company_id, owner_id, registered_at, next_due_on, created_at, updated_at)
        select 'EC-PERF-' || i, 'ECPERF' || i, (select min(id) from products), '2022-01-01', 'registered',
               (select id from c where k = i % (select total from cc)), 'perf-ec-' || (1 + i % ${sql.raw(String(Math.max(1, Math.floor(ROWS / 2))))}),
               ${NOW}, date('now', '+' || (i % 700) || ' days'), ${NOW}, ${NOW}
        from n`);
    },
    async cases(db) {
      const path = 'admin.endCustomers.list';
      const [company] = await db.all(sql`select company_id as id from serials where company_id is not null group by company_id order by count(*) desc limit 1`);
      const boughtFrom = { boughtFrom: Number(company.id) };
      return [
        { name: 'first page', path, input: {} },
        { name: 'page 200 by name', path, input: { page: 200 } },
        { name: 'soonest due first', path, input: { sort: 'nextDueOn', dir: 'asc' } },
        { name: 'latest due first', path, input: { sort: 'nextDueOn', dir: 'desc' } },
        { name: 'company filter', path, input: { filters: boughtFrom } },
        { name: 'company filter, page 200', path, input: { filters: boughtFrom, page: 200 } },
        { name: 'company filter, soonest due', path, input: { filters: boughtFrom, sort: 'nextDueOn', dir: 'asc' } },
        { name: 'search name', path, input: { q: 'End Customer 4242' } },
        { name: 'search e-mail', path, input: { q: 'endcustomer1234@' } },
        { name: 'search, common', path, input: { q: 'End Customer' } },
        { name: 'search + company', path, input: { q: 'End Customer 42', filters: boughtFrom } },
        { name: 'search, no match', path, input: { q: 'no-such-customer' } },
        { name: 'company choices', path: 'admin.endCustomers.filterOptions', input: { field: 'boughtFrom' } },
      ];
    },
  },
];

// ---------------------------------------------------------------------------------------------------------------
// A signed-in admin over app.request()

async function signIn(app) {
  const jar = cookieJar();
  jar.store(await app.request('/healthz'));
  jar.store(await app.request('/', { headers: { Cookie: jar.header() } }));
  const response = await app.request('/trpc/public.signIn', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: jar.header(), 'X-XSRF-TOKEN': jar.xsrf() },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  jar.store(response);
  return jar;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(app, jar, testCase) {
  const query = testCase.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(testCase.input))}`;
  const url = `/trpc/${testCase.path}${query}`;
  const once = async () => {
    const started = performance.now();
    const response = await app.request(url, { headers: { Cookie: jar.header(), Accept: 'application/json' } });
    await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${testCase.path} answered ${response.status}`);
    return ms;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'voltara-admin-perf-'));
  let deps;
  try {
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      APP_URL: 'http://localhost:3000',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
    });
    deps = await createDeps(env, { cachePollMs: 0 });
    await seedIfFresh(deps);
    const clientDir = join(dir, 'no-client');
    mkdirSync(clientDir);
    const app = createApp(deps, { clientDir });
    const jar = await signIn(app);

    console.log(`admin list speed: ${ROWS.toLocaleString('en-GB')} rows per table, ${RUNS} timed runs per case after ${WARMUP} warm-up runs\n`);
    const results = [];
    const only = process.env.ADMIN_PERF_ONLY?.toLowerCase();
    for (const section of SECTIONS.filter((s) => !only || s.name.toLowerCase().includes(only))) {
      const started = performance.now();
      await section.fill(deps.db);
      console.log(`filled ${section.table} in ${Math.round(performance.now() - started)} ms`);
      for (const testCase of await section.cases(deps.db)) {
        results.push({ section: section.name, name: testCase.name, ...(await measure(app, jar, testCase)) });
      }
    }

    const rows = results.map((r) => ({
      section: r.section,
      case: r.name,
      'p50 ms': r.p50.toFixed(2),
      'p95 ms': r.p95.toFixed(2),
      'max ms': r.max.toFixed(2),
      result: r.p95 < BUDGET_P95_MS ? 'PASS' : 'FAIL',
    }));
    console.log('');
    console.table(rows);
    const failed = rows.filter((row) => row.result === 'FAIL');
    console.log(failed.length === 0 ? `PASS: every case under ${BUDGET_P95_MS} ms at p95` : `FAIL: ${failed.length} case(s) at or over ${BUDGET_P95_MS} ms at p95`);
    process.exitCode = failed.length === 0 ? 0 : 1;
  } finally {
    deps?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
