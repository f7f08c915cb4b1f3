import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadableAuditEntry } from '../../src/shared/logs/audit.schema';
import type { OfferedValue } from '../../src/server/collections/types';
import { companies, companyAreas, countries, leads, pricelists } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 30 item 18: the audit trail reads. A change made through the back office and a partner's answers to leads
 * read back with field labels and the names of what ids point to, never raw ids, JSON or UUIDs; the section filter
 * offers labels.
 */

let test: TestApp;
let admin: HttpClient;
let partner: HttpClient;
let nordhavn: typeof companies.$inferSelect;
let newList: { id: number; name: string };
let oldListName = '';
let germany = 0;
let spain = 0;

interface Page {
  rows: ReadableAuditEntry[];
}

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.41');
  partner = new HttpClient(test, '198.51.100.42');
  await admin.signIn('admin@demo.test');
  await partner.signIn('distributor-senior@demo.test');
  nordhavn = (await test.deps.db.select().from(companies).where(eq(companies.name, 'Nordhavn Inspection ApS')))[0]!;
  const lists = await test.deps.db.select({ id: pricelists.id, name: pricelists.name }).from(pricelists).orderBy(asc(pricelists.id));
  oldListName = lists.find((list) => list.id === nordhavn.pricelistId)!.name;
  newList = lists.find((list) => list.id !== nordhavn.pricelistId)!;
  const idOf = async (name: string) => (await test.deps.db.select({ id: countries.id }).from(countries).where(eq(countries.name, name)))[0]!.id;
  germany = await idOf('Germany');
  spain = await idOf('Spain');
});
afterAll(() => test.close());

async function auditPage(input: Record<string, unknown>, lang?: string): Promise<ReadableAuditEntry[]> {
  const search = `?input=${encodeURIComponent(JSON.stringify(input))}${lang ? `&lang=${lang}` : ''}`;
  const response = await admin.get(`/trpc/admin.logs.audit.list${search}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { data: Page } }).result.data.rows;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Nothing a reader should not have to decode: no bare ids, no JSON, no UUIDs. */
function expectReadable(entry: ReadableAuditEntry): void {
  for (const line of entry.lines) {
    for (const value of [line.before, line.after]) {
      if (value === null) continue;
      expect(value, line.label).not.toMatch(/^\d+$/);
      expect(value, line.label).not.toMatch(/^[[{]/);
      expect(value, line.label).not.toMatch(UUID);
    }
    expect(line.label).not.toMatch(/^[a-z]+[A-Z_]/);
  }
}

describe('a company change reads with labels and names', () => {
  it('shows the price list and the covered countries by name, the company by its name', async () => {
    const stored = await test.deps.db.select({ countryId: companyAreas.countryId }).from(companyAreas).where(eq(companyAreas.companyId, nordhavn.id));
    const saved = await admin.mutation('admin.companies.update', {
      id: nordhavn.id,
      name: nordhavn.name,
      countryId: nordhavn.countryId,
      email: nordhavn.email,
      telephone: nordhavn.telephone,
      tier: nordhavn.tier,
      pricelistId: newList.id,
      sales: nordhavn.sales,
      training: nordhavn.training,
      repairs: nordhavn.repairs,
      service: nordhavn.service,
      nextAuditOn: nordhavn.nextAuditOn,
      disabled: nordhavn.disabled,
      areas: [...new Set([...stored.map((row) => row.countryId), germany, spain])].filter((id) => id !== nordhavn.countryId),
    });
    expect(saved.status).toBe(200);

    const [entry] = await auditPage({ filters: { section: 'companies' } });
    expect(entry).toMatchObject({ action: 'update', recordId: String(nordhavn.id), recordName: 'Nordhavn Inspection ApS', sectionLabel: 'Distributor companies' });
    expect(entry!.lines).toContainEqual({ label: 'Price list', before: oldListName, after: newList.name });
    const areas = entry!.lines.find((line) => line.label === 'Areas covered')!;
    expect(areas.after).toContain('Germany');
    expect(areas.after).toContain('Spain');
    expectReadable(entry!);

    // In the reader's language: German labels and country names.
    const [german] = await auditPage({ filters: { section: 'companies' } }, 'de');
    expect(german!.lines.map((line) => line.label)).toEqual(expect.arrayContaining(['Preisliste', 'Abgedeckte Gebiete']));
    expect(german!.lines.find((line) => line.label === 'Abgedeckte Gebiete')!.after).toContain('Deutschland');
  });
});

describe("a partner's answers to leads are in the trail", () => {
  it('records accept, reject, won and lost with the lead named and its states in words', async () => {
    const offered = await test.deps.db
      .select({ id: leads.id, prospect: leads.prospectCompany })
      .from(leads)
      .where(and(eq(leads.companyId, nordhavn.id), eq(leads.status, 'offered'), gt(leads.deadlineAt, new Date())))
      .orderBy(asc(leads.id));
    const accepted = await test.deps.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.companyId, nordhavn.id), eq(leads.status, 'accepted'), ne(leads.id, offered[0]?.id ?? 0)))
      .orderBy(asc(leads.id));
    expect(offered.length).toBeGreaterThanOrEqual(2);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    const [toAccept, toReject] = offered;

    expect((await partner.mutation('portal.leads.accept', { id: toAccept!.id })).status).toBe(200);
    expect((await partner.mutation('portal.leads.reject', { id: toReject!.id, reason: 'Outside our service area' })).status).toBe(200);
    expect((await partner.mutation('portal.leads.close', { id: toAccept!.id, outcome: 'won', reason: '' })).status).toBe(200);
    expect((await partner.mutation('portal.leads.close', { id: accepted[0]!.id, outcome: 'lost', reason: 'Went with a cheaper tester' })).status).toBe(200);

    const rows = await auditPage({ filters: { section: 'leads' } });
    const of = (id: number) => rows.filter((row) => row.recordId === String(id));
    const statuses = (id: number) => of(id).map((row) => row.lines.find((line) => line.label === 'Status'));
    expect(statuses(toAccept!.id)).toEqual(
      expect.arrayContaining([
        { label: 'Status', before: 'Offered', after: 'Accepted' },
        { label: 'Status', before: 'Accepted', after: 'Won' },
      ]),
    );
    expect(statuses(toReject!.id)).toEqual([{ label: 'Status', before: 'Offered', after: 'With Voltara' }]);
    expect(of(toReject!.id)[0]!.lines).toEqual(
      expect.arrayContaining([
        { label: 'Reason', before: null, after: 'Outside our service area' },
        { label: 'Company', before: 'Nordhavn Inspection ApS', after: null },
      ]),
    );
    expect(statuses(accepted[0]!.id)).toEqual([{ label: 'Status', before: 'Accepted', after: 'Lost' }]);
    for (const row of rows) {
      expect(row).toMatchObject({ sectionLabel: 'Leads', actorEmail: 'distributor-senior@demo.test' });
      expectReadable(row);
    }
    expect(of(toAccept!.id)[0]!.recordName).toBe(toAccept!.prospect);

    // A refused answer (already answered) leaves no entry.
    expect((await partner.mutation('portal.leads.accept', { id: toAccept!.id })).status).toBe(409);
    expect(await auditPage({ filters: { section: 'leads' } })).toHaveLength(rows.length);
  });
});

describe('the section filter', () => {
  it('offers each section by its label in the reader’s language', async () => {
    const read = async (lang: string) => {
      const input = encodeURIComponent(JSON.stringify({ field: 'section' }));
      const response = await admin.get(`/trpc/admin.logs.audit.offeredValues?input=${input}&lang=${lang}`);
      return ((await response.json()) as { result: { data: OfferedValue[] } }).result.data;
    };
    const english = await read('en');
    expect(english).toEqual(expect.arrayContaining([{ value: 'companies', label: 'Distributor companies' }, { value: 'leads', label: 'Leads' }]));
    expect((await read('de')).find((option) => option.value === 'companies')!.label).toBe('Händlerfirmen');
  });
});
