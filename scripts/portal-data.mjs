// The data of `npm run perf:portal` (scripts/portal-perf.mjs): leads, serials and sales at scale, written by SQLite
// itself (INSERT … SELECT from a recursive counter) so ten companies' worth of rows take seconds, not minutes.
//
// PORTAL_PERF_PER_COMPANY rows of each kind go to the measured company (the demo company Nordhavn: 100,000 by
// default) and PORTAL_PERF_TOTAL of each kind in all (1,000,000), the rest spread over PORTAL_PERF_OTHERS other
// companies (9) made here. Every row is realistic enough for the lists to work on it: leads in every status with
// deadlines around now, folded prospect keys of a few thousand prospects; serials of the catalogue's products built
// over eight years, sold, some registered to an owner, with calibration due dates; sales of those serials to a few
// thousand end customers over three years.
import { sql } from 'drizzle-orm';

/** Whole numbers go into the SQL as literals: a bound JS number is a REAL to SQLite. */
const int = (n) => sql.raw(String(Math.trunc(n)));
const DAY = 86_400_000;

/** Makes the other companies and returns [measured, ...others] ids. */
export async function makeCompanies(db, measuredId, others) {
  const ids = [measuredId];
  for (let i = 1; i <= others; i += 1) {
    const name = `Perf Partner ${i}`;
    await db.run(sql`INSERT INTO companies (name, tier) VALUES (${name}, 'silver') ON CONFLICT(name) DO NOTHING`);
    const row = await db.get(sql`SELECT id FROM companies WHERE name = ${name}`);
    ids.push(row.id);
  }
  return ids;
}

/** `count` rows of `kind` for one company, numbered from `offset` (numbers stay unique across companies). */
export async function fillCompany(db, { companyId, count, offset, productIds, ownerIds, now }) {
  const products = `json('${JSON.stringify(productIds)}')`;
  const owners = `json('${JSON.stringify(ownerIds)}')`;
  const n = int(count);
  const base = int(offset);
  const nowMs = int(now);
  const company = int(companyId);
  // Serials: PFxxxxxxx numbers, built over 8 years, sold two months later, a fifth registered, most with a due date.
  await db.run(sql`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})
    INSERT INTO serials (number, number_key, product_id, build_date, status, company_id, sold_on, sold_to, owner_id,
                         registered_at, last_calibrated_on, next_due_on)
    SELECT 'PF' || printf('%08d', ${base} + i), 'PF' || printf('%08d', ${base} + i),
           json_extract(${sql.raw(products)}, '$[' || (i % json_array_length(${sql.raw(products)})) || ']'),
           date(${nowMs} / 1000, 'unixepoch', '-' || (i % 2920) || ' days'),
           CASE WHEN i % 5 = 0 THEN 'registered' ELSE 'sold' END,
           ${company},
           date(${nowMs} / 1000, 'unixepoch', '-' || ((i % 2920) - 60) || ' days'),
           'End Customer ' || (i % 3000),
           CASE WHEN i % 5 = 0 THEN json_extract(${sql.raw(owners)}, '$[' || (i % json_array_length(${sql.raw(owners)})) || ']') END,
           CASE WHEN i % 5 = 0 THEN ${nowMs} - (i % 900) * ${int(DAY)} END,
           CASE WHEN i % 3 <> 0 THEN date(${nowMs} / 1000, 'unixepoch', '-' || (i % 365) || ' days') END,
           CASE WHEN i % 3 <> 0 THEN date(${nowMs} / 1000, 'unixepoch', '+' || (365 - i % 365) || ' days') END
    FROM n`);
  // Leads: every status; offered ones with deadlines from a day ago to three days ahead.
  await db.run(sql`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})
    INSERT INTO leads (company_id, status, source, prospect_company, contact_name, email, prospect_key, value, currency,
                       deadline_at, created_at, updated_at)
    SELECT ${company},
           CASE i % 5 WHEN 0 THEN 'offered' WHEN 1 THEN 'accepted' WHEN 2 THEN 'won' WHEN 3 THEN 'lost' ELSE 'accepted' END,
           CASE WHEN i % 4 = 0 THEN 'partner' ELSE 'enquiry' END,
           'Prospect ' || (${base} + i % 5000) || ' Coatings', 'Contact ' || i, 'contact' || i || '@prospect.test',
           'prospect' || (${base} + i % 5000) || 'coatings', (i % 50) * 100000, 'EUR',
           CASE WHEN i % 5 = 0 THEN ${nowMs} + ((i % 96) - 24) * 3600000 END,
           ${nowMs} - (i % 1095) * ${int(DAY)} - i, ${nowMs} - (i % 1095) * ${int(DAY)}
    FROM n`);
  // Sales: one per serial just made (by number), over three years, with a price.
  await db.run(sql`
    INSERT INTO sales (company_id, serial_id, serial_number, product_id, model_code, customer_name, customer_key, sold_on,
                       quantity, unit_price, currency, reference)
    SELECT s.company_id, s.id, s.number, s.product_id, coalesce(p.model_code, 'MODEL'), s.sold_to, upper(s.sold_to),
           date(${nowMs} / 1000, 'unixepoch', '-' || (s.id % 1095) || ' days'), 1, 150000 + (s.id % 40) * 2500, 'EUR',
           'INV-' || s.id
    FROM serials s JOIN products p ON p.id = s.product_id
    WHERE s.company_id = ${company} AND s.number >= 'PF' || printf('%08d', ${base} + 1)
      AND s.number <= 'PF' || printf('%08d', ${base} + ${n})`);
}
