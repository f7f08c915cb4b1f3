import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/shared/auth/roles';
import { ENQUIRY_KINDS } from '../../src/shared/catalog/enums';
import type { OffsetPage } from '../../src/shared/list/page';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import { enquiries, productOptions, products, rateLimits, users } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/enquiries as a collection (admin.enquiries.list, the export at /api/admin/resources/adminEnquiries/export.csv;
 * no create, update or delete) through the real HTTP stack on a fresh database: what the inbox shows, finds, filters,
 * sorts, pages and exports, the menu badge's count and the dashboard's latest (both read through the list), and who may
 * read it. The workflows of one enquiry are tests/integration/admin-enquiries.test.ts.
 */
let test: TestApp;
let admin: HttpClient;
let adminId: string;
let otherAdminId: string;
let vh15: { id: number; optionId: number; option: string };

const MARK = 'Listtest';
const EXPORT = '/api/admin/resources/adminEnquiries/export.csv';
const HEADER = ['id', 'created_at', 'kind', 'status', 'name', 'email', 'company', 'telephone', 'country', 'locale', 'product', 'assigned_to', 'message', 'details'];
const idOf = async (email: string) => (await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.180');
  await admin.signIn('admin@demo.test');
  adminId = await idOf('admin@demo.test');
  otherAdminId = await idOf('admin-2fa@demo.test');
  const [product] = await test.deps.db.select().from(products).where(eq(products.slug, 'vh-15-portable-dc-holiday-detector'));
  const [option] = await test.deps.db.select().from(productOptions).where(eq(productOptions.productId, product!.id)).limit(1);
  vh15 = { id: product!.id, optionId: option!.id, option: `${option!.name_EN}${option!.modelCode ? ` (${option!.modelCode})` : ''}` };
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.deps.db.delete(rateLimits);
});

type NewEnquiry = Partial<typeof enquiries.$inferInsert>;
async function insertEnquiry(values: NewEnquiry = {}): Promise<number> {
  const [row] = await test.deps.db
    .insert(enquiries)
    .values({ kind: 'contact', name: `${MARK} Someone`, email: 'someone@example.com', ...values })
    .returning({ id: enquiries.id });
  return row!.id;
}

async function list(input: ResourceListInput = {}, client = admin): Promise<OffsetPage<ResourceRow>> {
  const answer = await client.query('admin.enquiries.list', input);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.result!.data as OffsetPage<ResourceRow>;
}
const ids = (page: OffsetPage<ResourceRow>) => page.rows.map((row) => row.id);

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function exportCsv(query: object = {}, lang = 'en', client = admin) {
  const response = await client.get(`${EXPORT}?lang=${lang}&query=${encodeURIComponent(JSON.stringify(query))}`);
  if (response.status !== 200) return { response, text: '', bom: false, rows: [] as string[][] };
  const bytes = new Uint8Array(await response.arrayBuffer());
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  return { response, text, bom, rows: parseCsv(text) };
}

describe('the inbox list', () => {
  it('is empty at first, then shows every kind newest first, with the product and option named', async () => {
    expect(await list()).toEqual({ paging: 'offset', rows: [], total: 0, capped: false, page: 1, perPage: 25 });
    const base = Date.now() - 3_600_000;
    for (const [i, kind] of ENQUIRY_KINDS.entries()) {
      await insertEnquiry({ kind, name: `${MARK} Kind ${kind}`, createdAt: new Date(base + i * 1000) });
    }
    const withProduct = await insertEnquiry({
      kind: 'product-question',
      name: `${MARK} Ada`,
      email: 'ada.list@example.com',
      company: 'Pipe Coatings Ltd',
      productId: vh15.id,
      optionId: vh15.optionId,
      createdAt: new Date(base + 60_000),
    });
    const page = await list();
    expect(page.total).toBe(ENQUIRY_KINDS.length + 1);
    expect(page.rows[0]).toMatchObject({
      id: withProduct,
      kind: 'product-question',
      status: 'new',
      name: `${MARK} Ada`,
      email: 'ada.list@example.com',
      company: 'Pipe Coatings Ltd',
      product: `VH-15 Portable DC Holiday Detector (VH-15), ${vh15.option}`,
      assigneeName: null,
    });
    expect(page.rows.slice(1).map((row) => row.kind)).toEqual([...ENQUIRY_KINDS].reverse());
    expect(page.rows[1]!.product).toBe('');
  });

  it('filters by kind, status and assignee (me, nobody), and searches name, e-mail, company and reference', async () => {
    expect((await list({ filters: { kind: 'training' } })).rows.map((row) => row.kind)).toEqual(['training']);
    expect((await list({ filters: { kind: 'product-question' } })).total).toBe(2);
    const mine = await insertEnquiry({ name: `${MARK} Mine`, assignedTo: adminId, status: 'assigned', company: 'Nordic 100% Coatings' });
    const theirs = await insertEnquiry({ name: `${MARK} Theirs`, assignedTo: otherAdminId, status: 'assigned' });
    expect(ids(await list({ filters: { assignee: 'mine' } }))).toEqual([mine]);
    expect((await list({ filters: { assignee: 'mine' } })).rows[0]!.assigneeName).toBeTruthy();
    const unassigned = await list({ filters: { assignee: 'unassigned' }, perPage: 100 });
    expect(unassigned.total).toBe(ENQUIRY_KINDS.length + 1);
    expect(ids(unassigned)).not.toContain(theirs);
    expect((await list({ filters: { status: 'assigned' } })).total).toBe(2);
    expect((await list({ filters: { status: 'done' } })).rows).toEqual([]);

    expect((await list({ q: 'ada.LIST@' })).rows.map((row) => row.email)).toEqual(['ada.list@example.com']);
    expect((await list({ q: 'pipe coatings' })).rows.map((row) => row.company)).toEqual(['Pipe Coatings Ltd']);
    expect(ids(await list({ q: `${MARK} mine` }))).toEqual([mine]);
    expect(ids(await list({ q: `E-${theirs}` }))).toEqual([theirs]);
    expect(ids(await list({ q: String(theirs) }))).toContain(theirs);
    // The admin's wildcards are taken literally.
    expect(ids(await list({ q: '100%' }))).toEqual([mine]);
    expect(ids(await list({ q: '%' }))).toEqual([mine]);
    expect((await list({ q: 'nobody-like-this' })).total).toBe(0);
    const narrowed = await list({ q: MARK, filters: { kind: 'contact', status: 'new' } });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.rows.every((row) => row.kind === 'contact' && row.status === 'new')).toBe(true);
  });

  it('pages by 25 newest first, sorts oldest first on request, and shows the last page for a page past the end', async () => {
    const base = Date.now() - 7_200_000;
    for (let i = 0; i < 30; i++) await insertEnquiry({ kind: 'quote', name: `${MARK} Paging ${i}`, createdAt: new Date(base + i * 1000) });
    const first = await list({ filters: { kind: 'quote' } });
    expect(first.total).toBe(31);
    expect(first.rows).toHaveLength(25);
    const second = await list({ filters: { kind: 'quote' }, page: 2 });
    expect(second.rows).toHaveLength(6);
    const all = [...first.rows, ...second.rows];
    expect(new Set(all.map((row) => row.id)).size).toBe(31);
    const times = all.map((row) => Date.parse(String(row.createdAt)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await list({ filters: { kind: 'quote' }, page: 99 })).page).toBe(2);
    const oldest = await list({ filters: { kind: 'quote' }, sort: 'createdAt', dir: 'asc', perPage: 10 });
    expect(oldest.rows[0]!.name).toBe(`${MARK} Paging 0`);
  });

  it('counts the new enquiries (the menu badge) and gives the dashboard its newest, spam left out of both', async () => {
    const spam = await insertEnquiry({ name: `${MARK} Robot`, email: 'robot.list@example.com', status: 'spam', createdAt: new Date(Date.now() + 60_000) });
    const expected = (await test.deps.db.select().from(enquiries).where(eq(enquiries.status, 'new'))).length;
    expect(expected).toBeGreaterThan(30);
    expect((await list({ filters: { status: 'new' }, perPage: 10 })).total).toBe(expected);
    const latest = await list({ perPage: 10 });
    expect(ids(latest)).not.toContain(spam);
    expect((await list({ q: 'robot.list' })).total).toBe(0);
    expect(ids(await list({ filters: { status: 'spam' } }))).toEqual([spam]);
  });

  it('refuses bad input with 422, never 500', async () => {
    for (const input of [
      { filters: { kind: 'nope' } },
      { filters: { status: 'open' } },
      { filters: { assignee: 'someone' } },
      { filters: { mine: true } },
      { page: 0 },
      { page: 'x' },
      { perPage: 7 },
      { sort: 'email' },
      { q: 'x'.repeat(101) },
    ]) {
      expect((await admin.query('admin.enquiries.list', input)).status, JSON.stringify(input)).toBe(422);
    }
    expect((await admin.query('admin.enquiries.get', { id: 0 })).status).toBe(422);
    expect((await admin.query('admin.enquiries.get', { id: 99_999_999 })).status).toBe(404);
  });
});

describe('the CSV export', () => {
  let tricky: number;
  beforeAll(async () => {
    tricky = await insertEnquiry({
      kind: 'dealer-application',
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'csv.list@example.com',
      company: '+Plus, "Quoted" Ltd',
      telephone: '-1234',
      country: '@Somewhere',
      message: 'Line one,\nline "two"',
      details: JSON.stringify({ applicationType: 'distributor', productRange: ['spark testers'] }),
      status: 'done',
      assignedTo: adminId,
    });
  });

  it('exports what the filters match with the inbox columns, escaped, formula cells made harmless', async () => {
    const { response, rows, bom, text } = await exportCsv({ filters: { kind: 'dealer-application' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="adminEnquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(bom).toBe(true);
    const [header, ...lines] = rows;
    expect(header).toEqual(HEADER);
    expect(lines.every((line) => line[2] === 'dealer-application')).toBe(true);
    expect(lines.find((line) => line[0] === String(tricky))).toEqual([
      String(tricky),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      'dealer-application',
      'done',
      '\'=HYPERLINK("http://evil.example","click")',
      'csv.list@example.com',
      '\'+Plus, "Quoted" Ltd',
      '-1234',
      "'@Somewhere",
      'en',
      '',
      'admin@demo.test',
      'Line one,\nline "two"',
      '{"applicationType":"distributor","productRange":["spark testers"]}',
    ]);
    expect(text).toContain('"\'+Plus, ""Quoted"" Ltd"');
  });

  it('applies the status, assignee and search filters, in list order, spam only when asked for', async () => {
    const done = (await exportCsv({ filters: { status: 'done' } })).rows.slice(1);
    expect(done.map((line) => line[0])).toEqual([String(tricky)]);
    const mine = (await exportCsv({ filters: { assignee: 'mine' } })).rows.slice(1);
    expect(mine).toHaveLength((await list({ filters: { assignee: 'mine' } })).total);
    expect(mine.every((line) => line[11] === 'admin@demo.test')).toBe(true);
    expect((await exportCsv({ q: 'csv.list' })).rows.slice(1).map((line) => line[0])).toEqual([String(tricky)]);
    const all = (await exportCsv()).rows.slice(1);
    expect(all).toHaveLength((await list()).total);
    expect(all[0]![0]).toBe(String((await list()).rows[0]!.id));
    expect(all.some((line) => line[3] === 'spam')).toBe(false);
    expect((await exportCsv({ filters: { status: 'spam' } })).rows.slice(1).every((line) => line[3] === 'spam')).toBe(true);
  });

  it("names the visitor's country in the reader's language", async () => {
    const id = await insertEnquiry({ name: `${MARK} Mette`, email: 'mette.list@example.dk', country: 'Denmark' });
    const dutch = (await exportCsv({ q: 'mette.list' }, 'nl')).rows.slice(1);
    expect(dutch.map((line) => [line[0], line[8]])).toEqual([[String(id), 'Denemarken']]);
    const english = (await exportCsv({ q: 'mette.list' }, 'en')).rows.slice(1);
    expect(english[0]![8]).toBe('Denmark');
  });

  it('refuses unknown filters and values with 422', async () => {
    for (const query of [{ filters: { kind: 'nope' } }, { filters: { status: 'open' } }, { filters: { mine: true } }, { q: 'x'.repeat(101) }]) {
      expect((await exportCsv(query)).response.status, JSON.stringify(query)).toBe(422);
    }
  });
});

describe('who may read the inbox', () => {
  it('answers 401 to a visitor and 403 to every role but admin, on the list, the record and the export', async () => {
    const visitor = new HttpClient(test, '198.51.100.181');
    expect((await visitor.query('admin.enquiries.list', {})).status).toBe(401);
    expect((await visitor.query('admin.enquiries.get', { id: 1 })).status).toBe(401);
    expect((await exportCsv({}, 'en', visitor)).response.status).toBe(401);
    for (const [index, role] of ROLES.filter((r) => r !== 'admin').entries()) {
      const client = new HttpClient(test, `198.51.100.${190 + index}`);
      await client.signIn(`${role}@demo.test`);
      expect((await client.query('admin.enquiries.list', {})).status, role).toBe(403);
      expect((await client.query('admin.enquiries.get', { id: 1 })).status, role).toBe(403);
      expect((await exportCsv({}, 'en', client)).response.status, role).toBe(403);
    }
  });

  it('offers no writes, to the admin either', async () => {
    const id = await insertEnquiry();
    expect((await admin.mutation('admin.enquiries.create', {})).status).toBe(403);
    expect((await admin.mutation('admin.enquiries.update', { id, data: {} })).status).toBe(403);
    expect((await admin.mutation('admin.enquiries.delete', { id })).status).toBe(403);
    expect((await admin.mutation('admin.enquiries.bulkDelete', { ids: [id] })).status).toBe(403);
    expect((await test.deps.db.select().from(enquiries).where(eq(enquiries.id, id))).length).toBe(1);
  });
});
