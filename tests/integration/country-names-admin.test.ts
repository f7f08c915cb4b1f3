import { eq } from 'drizzle-orm';
import type { OffsetPage } from '../../src/shared/list/page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_KINDS } from '../../src/shared/catalog/enums';
import type { InboxRow } from '../../src/shared/enquiries/inbox.schema';
import { countries, enquiries } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/**
 * Issue 29 item 7: one country list in the reader's language, in the back office too: the relation picker, the
 * relation column of a list, and the enquiry inbox (which stores the visitor's country by its English name).
 */
let test: TestApp;
let admin: HttpClient;
let denmarkId: number;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.140');
  await admin.signIn('admin@demo.test');
  denmarkId = (await test.deps.db.select({ id: countries.id }).from(countries).where(eq(countries.name, 'Denmark')))[0]!.id;
});
afterAll(() => test.close());

async function read<T>(path: string, input: unknown, lang: string): Promise<T> {
  const response = await admin.get(`/trpc/${path}?lang=${lang}&input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

describe("country names in the admin's language", () => {
  it('the relation picker finds and names a country as the reader writes it', async () => {
    const german = await read<{ id: number; label: string }[]>('admin.lookup', { source: 'countries', search: 'dän' }, 'de');
    expect(german).toContainEqual({ id: denmarkId, label: 'Dänemark' });
    // The stored English name still finds it.
    const byStored = await read<{ id: number; label: string }[]>('admin.lookup', { source: 'countries', search: 'denmark' }, 'de');
    expect(byStored).toContainEqual({ id: denmarkId, label: 'Dänemark' });
    const chosen = await read<{ id: number; label: string }[]>('admin.lookup', { source: 'countries', ids: [denmarkId] }, 'fr');
    expect(chosen).toEqual([{ id: denmarkId, label: 'Danemark' }]);
    const english = await read<{ id: number; label: string }[]>('admin.lookup', { source: 'countries', search: 'denm' }, 'en');
    expect(english).toContainEqual({ id: denmarkId, label: 'Denmark' });
  });

  it("a list's country column names the country in the reader's language", async () => {
    const page = await read<OffsetPage<Record<string, unknown>>>('admin.resources.dealers.list', { filters: { countryId: denmarkId } }, 'de');
    expect(page.rows.length).toBeGreaterThan(0);
    for (const row of page.rows) expect(row.countryId__label).toBe('Dänemark');
  });

  it("the enquiry inbox names the visitor's country in the reader's language", async () => {
    // Stored as the public forms store it: the country by its English name.
    const [one] = await test.deps.db
      .insert(enquiries)
      .values({ kind: ENQUIRY_KINDS[0], name: 'Mette Holm', email: 'mette@example.dk', country: 'Denmark' })
      .returning({ id: enquiries.id });
    const detail = await read<InboxRow>('admin.enquiries.get', { id: one!.id }, 'es');
    expect(detail.country).toBe('Dinamarca');
    const csv = await admin.get(`/api/admin/resources/adminEnquiries/export.csv?lang=nl&query=${encodeURIComponent(JSON.stringify({ q: 'mette@' }))}`);
    expect(await csv.text()).toContain('Denemarken');
  });
});
