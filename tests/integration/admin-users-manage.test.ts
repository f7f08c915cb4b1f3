import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/shared/auth/roles';
import type { OffsetPage } from '../../src/shared/list/page';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { AdminUserDetail } from '../../src/shared/users/admin-users.schema';
import { auditLog, certificates, companies, outbox, sessions, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/**
 * Issue 30 item 17: an admin adds and invites a user, deletes one per GDPR, exports the list as CSV and disables (or
 * enables) ticked rows in one go. Through the real HTTP stack, as the browser calls it.
 */

let test: TestApp;
let admin: HttpClient;
const ids = new Map<string, string>();

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.70');
  await admin.signIn('admin@demo.test');
  for (const row of await test.deps.db.select({ id: users.id, email: users.email }).from(users)) ids.set(row.email, row.id);
});
afterAll(() => test.close());

const idOf = (email: string) => ids.get(email)!;

async function signedIn(email: string, ip = '203.0.113.80', password?: string): Promise<HttpClient> {
  const client = new HttpClient(test, ip);
  await client.signIn(email, password);
  return client;
}

const whoAmI = async (client: HttpClient) => (await client.query('public.me')).json.result?.data as { email: string } | null;

/** A row of the users collection (shared/users/collections/admin-users.ts). */
interface UserRow {
  id: string;
  name: string;
  email: string;
  status: 'active' | 'invited' | 'disabled' | 'deleted';
}

async function list(input: ResourceListInput): Promise<OffsetPage<UserRow>> {
  const result = await admin.query('admin.users.list', input);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.result!.data as OffsetPage<UserRow>;
}

const EXPORT = '/api/admin/resources/adminUsers/export.csv';

async function nordhavnId(): Promise<number> {
  const [row] = await test.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Nordhavn Inspection ApS'));
  return row!.id;
}

/**
 * The CSV of a list query (the collection's export: the list's search, filters and sort as JSON), its records (the
 * byte-order mark dropped) each split on commas: the test rows hold no quoted commas.
 */
async function exportCsv(client: HttpClient, query: object) {
  const response = await client.get(`${EXPORT}?query=${encodeURIComponent(JSON.stringify(query))}`);
  // Decoded keeping the byte-order mark (Response.text() would drop it), as a spreadsheet program reads the file.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text, lines: text.replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(',')) };
}

describe('only admins may use the new actions', () => {
  it('answers 401 to visitors and 403 to every other role, and changes nothing', async () => {
    const target = idOf('user@demo.test');
    const calls = [
      ['admin.users.create', { name: 'Intruder', email: 'intruder@example.test', role: 'admin', locale: 'en' }],
      ['admin.users.delete', { id: target }],
      ['admin.users.disableMany', { ids: [target] }],
      ['admin.users.enableMany', { ids: [target] }],
    ] as const;
    const visitor = new HttpClient(test, '203.0.113.81');
    for (const [path, input] of calls) expect((await visitor.mutation(path, input)).status, `visitor ${path}`).toBe(401);
    expect((await visitor.get(EXPORT)).status).toBe(401);
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const client = await signedIn(`${role}@demo.test`, '203.0.113.82');
      for (const [path, input] of calls) expect((await client.mutation(path, input)).status, `${role} ${path}`).toBe(403);
      const csv = await client.get(EXPORT);
      expect(csv.status, `${role} export`).toBe(403);
      expect(await csv.text()).not.toContain('@demo.test');
    }
    expect(await test.deps.db.select().from(users).where(eq(users.email, 'intruder@example.test'))).toEqual([]);
    const [user] = await test.deps.db.select().from(users).where(eq(users.id, target));
    expect(user).toMatchObject({ name: 'Uma User', disabled: false });
  });
});

describe('add user', () => {
  it('creates the account, mails the invitation in the chosen language, and the link sets the password once', async () => {
    const company = await nordhavnId();
    const address = 'Greta.Neu@Example.test';
    const created = await admin.mutation('admin.users.create', { name: 'Greta Neu', email: address, role: 'distributor-junior', company_id: company, locale: 'de' });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const user = created.json.result!.data as AdminUserDetail;
    expect(user).toMatchObject({ name: 'Greta Neu', email: 'greta.neu@example.test', role: 'distributor-junior', company_id: company, locale: 'de', invited: true, disabled: false });

    // The list shows the new account as invited until the password is set.
    expect((await list({ filters: { status: 'invited' }, q: 'Greta' })).rows.map((row) => row.email)).toEqual(['greta.neu@example.test']);

    const [mail] = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'greta.neu@example.test')).orderBy(desc(outbox.id));
    expect(mail!.subject).toBe('Ihr Konto bei Voltara Test Equipment: Passwort festlegen | Voltara Test Equipment');
    expect(mail!.text).toContain('Hallo Greta Neu,');
    expect(mail!.text).toContain('als Mitglied von Nordhavn Inspection ApS');
    expect(mail!.text).toContain('Passwort festlegen: http');
    expect(mail!.text).not.toMatch(/\b(Hello|Set your password|This link)\b/);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)\?email=/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();

    // Nobody can sign in before the password is set; the link sets it once; then Greta signs in.
    const visitor = new HttpClient(test, '203.0.113.83');
    const set = await visitor.mutation('public.resetPassword', { token, password: 'Greta-Passwort-1', password_confirmation: 'Greta-Passwort-1' });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    const again = await visitor.mutation('public.resetPassword', { token, password: 'Greta-Passwort-2', password_confirmation: 'Greta-Passwort-2' });
    expect(again.status).toBe(422);
    const greta = await signedIn('greta.neu@example.test', '203.0.113.84', 'Greta-Passwort-1');
    expect((await whoAmI(greta))?.email).toBe('greta.neu@example.test');
    expect((await list({ filters: { status: 'active' }, q: 'Greta' })).rows.map((row) => row.status)).toEqual(['active']);

    const [audit] = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'users'), eq(auditLog.recordId, user.id)));
    expect(audit).toMatchObject({ action: 'create', actorEmail: 'admin@demo.test' });
    expect(JSON.parse(audit!.changes)).toMatchObject({ email: 'greta.neu@example.test', role: 'distributor-junior', invited: true });
  });

  it('writes an English invitation without a company for a customer', async () => {
    const created = await admin.mutation('admin.users.create', { name: 'Ken Buyer', email: 'ken.buyer@example.test', role: 'customer', company_id: null, locale: 'en' });
    expect(created.status).toBe(200);
    const [mail] = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'ken.buyer@example.test'));
    expect(mail!.subject).toBe('Your Voltara Test Equipment account: set your password | Voltara Test Equipment');
    expect(mail!.text).toContain('has created an account for you on the Voltara Test Equipment website.');
  });

  it('answers 422 naming the field for an e-mail already registered (any case), and creates nothing', async () => {
    const before = (await test.deps.db.select().from(users)).length;
    const result = await admin.mutation('admin.users.create', { name: 'Twin', email: 'CUSTOMER@demo.test', role: 'customer', locale: 'en' });
    expect(result.status).toBe(422);
    expect(result.json.error?.data.fieldErrors?.email?.[0]).toBe('The e-mail has already been taken.');
    expect((await test.deps.db.select().from(users)).length).toBe(before);

    // In the admin's language, with the form's label.
    const german = await admin.request('POST', '/trpc/admin.users.create?lang=de', {
      body: { name: 'Twin', email: 'customer@demo.test', role: 'customer', locale: 'en' },
      headers: { Cookie: `${admin.cookieHeader()}; locale=de` },
    });
    const body = (await german.json()) as { error: { data: { fieldErrors: Record<string, string[]> } } };
    expect(german.status).toBe(422);
    expect(body.error.data.fieldErrors.email?.[0]).toContain('E-Mail');
  });

  it('requires a company for partner roles, and validates every field', async () => {
    const noCompany = await admin.mutation('admin.users.create', { name: 'Pia', email: 'pia@example.test', role: 'certified-junior', company_id: null, locale: 'en' });
    expect(noCompany.status).toBe(422);
    expect(Object.keys(noCompany.json.error!.data.fieldErrors!)).toEqual(['company_id']);
    const unknownCompany = await admin.mutation('admin.users.create', { name: 'Pia', email: 'pia@example.test', role: 'certified-junior', company_id: 999_999, locale: 'en' });
    expect(unknownCompany.status).toBe(422);
    expect(Object.keys(unknownCompany.json.error!.data.fieldErrors!)).toEqual(['company_id']);
    const badInput = await admin.mutation('admin.users.create', { name: '', email: 'not-an-address', role: 'owner', locale: 'xx' });
    expect(badInput.status).toBe(422);
    expect(Object.keys(badInput.json.error!.data.fieldErrors!).sort()).toEqual(['email', 'locale', 'name', 'role']);
    expect(await test.deps.db.select().from(users).where(eq(users.email, 'pia@example.test'))).toEqual([]);
  });
});

describe('CSV export', () => {
  it('exports what the list’s search and filters match, in its order, and nothing else', async () => {
    const company = await nordhavnId();
    const { response, text, lines } = await exportCsv(admin, { filters: { role: 'distributor-senior', companyId: company }, sort: 'email' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="adminUsers-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toEqual(['id', 'name', 'email', 'role', 'company', 'locale', 'status', 'two_factor_enabled', 'created_at']);
    expect(lines.slice(1).map((line) => line[2])).toEqual(['distributor-senior@demo.test']);
    expect(lines[1]).toEqual(expect.arrayContaining(['Sofie Senior', 'distributor-senior', 'Nordhavn Inspection ApS', 'active']));

    const search = await exportCsv(admin, { q: 'other-', sort: 'email', dir: 'desc' });
    expect(search.lines.slice(1).map((line) => line[2])).toEqual(['other-senior@demo.test', 'other-junior@demo.test']);

    const all = await exportCsv(admin, {});
    expect(all.lines.length - 1).toBe((await list({ perPage: 100 })).total);
    expect(all.text).not.toMatch(/password|token/i);

    const bad = await exportCsv(admin, { filters: { role: 'owner' } });
    expect(bad.response.status).toBe(422);
    expect(JSON.parse(bad.text.replace(/^\uFEFF/, '')) as { errors: Record<string, string[]> }).toHaveProperty(['errors', 'filters.role']);
  });
});

describe('bulk disable and enable', () => {
  it('disables the ticked accounts, ends their sessions at once, audits each, and enables them again', async () => {
    const targets = ['user@demo.test', 'other-junior@demo.test'];
    const clients = await Promise.all(targets.map((email, index) => signedIn(email, `203.0.113.9${index}`)));
    for (const [index, client] of clients.entries()) expect((await whoAmI(client))?.email).toBe(targets[index]);
    const since = (await test.deps.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!.id;

    const result = await admin.mutation('admin.users.disableMany', { ids: targets.map(idOf) });
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    expect(result.json.result!.data).toEqual({ changed: 2 });
    for (const client of clients) expect(await whoAmI(client)).toBeNull();
    for (const email of targets) {
      expect(await test.deps.db.select().from(sessions).where(eq(sessions.userId, idOf(email)))).toEqual([]);
      await expect(signedIn(email, '203.0.113.95')).rejects.toThrow();
    }
    const disabled = (await list({ filters: { status: 'disabled' }, perPage: 100 })).rows.map((row) => row.email);
    expect(disabled).toEqual(expect.arrayContaining(targets));
    const entries = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'users'), gt(auditLog.id, since)));
    expect(entries.map((entry) => entry.recordId).sort()).toEqual(targets.map(idOf).sort());
    expect(entries.map((entry) => JSON.parse(entry.changes).disabled)).toEqual([[false, true], [false, true]]);

    // Already disabled: nothing changes a second time.
    expect((await admin.mutation('admin.users.disableMany', { ids: targets.map(idOf) })).json.result!.data).toEqual({ changed: 0 });

    const enabled = await admin.mutation('admin.users.enableMany', { ids: targets.map(idOf) });
    expect(enabled.json.result!.data).toEqual({ changed: 2 });
    expect((await whoAmI(await signedIn('user@demo.test', '203.0.113.96')))?.email).toBe('user@demo.test');
  });

  it('refuses a selection that includes the admin themself, and changes nobody', async () => {
    const other = idOf('customer@demo.test');
    const result = await admin.mutation('admin.users.disableMany', { ids: [other, idOf('admin@demo.test')] });
    expect(result.status).toBe(422);
    expect(result.json.error?.message).toBe('You cannot disable your own account.');
    const rows = await test.deps.db.select({ disabled: users.disabled }).from(users).where(eq(users.id, other));
    expect(rows).toEqual([{ disabled: false }]);
    expect((await whoAmI(admin))?.email).toBe('admin@demo.test');
  });

  it('answers 404 for an unknown id and 422 for an empty or oversized selection', async () => {
    expect((await admin.mutation('admin.users.disableMany', { ids: [idOf('customer@demo.test'), 'no-such-user'] })).status).toBe(404);
    expect((await admin.mutation('admin.users.disableMany', { ids: [] })).status).toBe(422);
    expect((await admin.mutation('admin.users.disableMany', { ids: Array.from({ length: 1001 }, (_, i) => `id-${i}`) })).status).toBe(422);
    expect((await test.deps.db.select({ disabled: users.disabled }).from(users).where(eq(users.id, idOf('customer@demo.test'))))[0]!.disabled).toBe(false);
  });
});

describe('delete user', () => {
  it('refuses to delete the admin themself', async () => {
    const result = await admin.mutation('admin.users.delete', { id: idOf('admin@demo.test') });
    expect(result.status).toBe(422);
    expect(result.json.error?.message).toContain('You cannot delete your own account here');
    expect((await whoAmI(admin))?.email).toBe('admin@demo.test');
  });

  it('anonymises the account, signs it out, keeps its certificates, and audits the deletion without the personal data', async () => {
    const id = idOf('customer@demo.test');
    const customer = await signedIn('customer@demo.test', '203.0.113.97');
    const certificatesBefore = await test.deps.db.select().from(certificates).where(eq(certificates.holderId, id));
    expect(certificatesBefore.length).toBeGreaterThanOrEqual(6);

    const result = await admin.mutation('admin.users.delete', { id });
    expect(result.status, JSON.stringify(result.json)).toBe(200);

    const [row] = await test.deps.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: 'Erased user', email: `erased-${id}@erased.invalid`, disabled: true, companyId: null });
    expect(await whoAmI(customer)).toBeNull();
    await expect(signedIn('customer@demo.test', '203.0.113.98')).rejects.toThrow();
    const kept = await test.deps.db.select().from(certificates).where(eq(certificates.holderId, id));
    expect(kept.length).toBe(certificatesBefore.length);
    expect(kept.every((certificate) => !certificate.content.includes('Colin Customer'))).toBe(true);

    // Gone from the list and its export; listed only under "Deleted".
    expect((await list({ q: 'Colin' })).rows).toEqual([]);
    expect((await exportCsv(admin, {})).text).not.toContain('customer@demo.test');
    expect((await list({ filters: { status: 'deleted' } })).rows.map((r) => [r.id, r.name, r.status])).toEqual([[id, 'Erased user', 'deleted']]);

    const entries = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'users'), eq(auditLog.recordId, id)));
    const deletion = entries.find((entry) => entry.action === 'delete');
    expect(deletion).toMatchObject({ actorEmail: 'admin@demo.test' });
    for (const entry of entries) {
      expect(entry.changes).not.toContain('customer@demo.test');
      expect(entry.changes).not.toContain('Colin Customer');
    }

    // Deleted for good: not again, not enabled again.
    expect((await admin.mutation('admin.users.delete', { id })).status).toBe(422);
    expect((await admin.mutation('admin.users.enable', { id })).status).toBe(422);
    expect((await admin.mutation('admin.users.enableMany', { ids: [id] })).json.result!.data).toEqual({ changed: 0 });
  });
});
