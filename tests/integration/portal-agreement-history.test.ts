import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementAcceptanceEntry, AgreementAcceptanceView, AgreementComparison, PortalAgreementList } from '../../src/shared/agreements/agreements.types';
import type { PortalDashboard } from '../../src/shared/dashboard/dashboard.types';
import type { OffsetPage } from '../../src/shared/list/page';
import type { ResourceRow } from '../../src/shared/collections/types';
import { agreementAcceptances, companies } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import './pdf-polyfill';

/**
 * Issue 30 item 16 through the real stack (HTTP, session, policy, services) on a fresh seeded database: a partner opens
 * a version its company accepted, with the acceptance as recorded, compares it with the current version and downloads
 * the signed PDF in its language; another company's acceptance is not found; roles outside the portal are refused.
 * Nordhavn accepted the Distribution Agreement's version 1 (seed); version 2 is current. The dashboard shows the
 * unread inbox threads.
 */
let test: TestApp;
let senior: HttpClient;
let junior: HttpClient;
let iberia: HttpClient;

const data = <T>(answer: { json: { result?: { data?: unknown } } }) => answer.json.result?.data as T;

async function signedIn(email: string, ip: string): Promise<HttpClient> {
  const client = new HttpClient(test, ip);
  await client.signIn(email);
  return client;
}

async function historyOf(client: HttpClient): Promise<AgreementAcceptanceEntry[]> {
  const answer = await client.query('portal.agreements.list');
  expect(answer.status).toBe(200);
  return data<PortalAgreementList>(answer).history;
}

async function distributionV1(client: HttpClient): Promise<AgreementAcceptanceEntry> {
  const entry = (await historyOf(client)).find((row) => row.agreementName === 'Distribution Agreement' && row.version === 1);
  expect(entry).toBeDefined();
  return entry!;
}

const pdfPath = (entry: { agreementId: number; id: number }, query = '') => `/api/portal/agreements/${entry.agreementId}/acceptances/${entry.id}/pdf${query}`;

async function pdfText(response: Response): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  test = await createTestApp();
  senior = await signedIn('distributor-senior@demo.test', '198.51.100.201');
  junior = await signedIn('distributor-junior@demo.test', '198.51.100.202');
  iberia = await signedIn('other-senior@demo.test', '198.51.100.203');
});
afterAll(() => test.close());

describe('a version the company accepted, read-only with its acceptance', () => {
  it('opens version 1 of the Distribution Agreement as accepted: its text, who, when, from which address, and the current version', async () => {
    const entry = await distributionV1(senior);
    const [stored] = await test.deps.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.id, entry.id));
    const answer = await senior.query('portal.agreements.acceptance', { agreementId: entry.agreementId, acceptanceId: entry.id });
    expect(answer.status).toBe(200);
    const view = data<AgreementAcceptanceView>(answer);
    expect(view.agreementName).toBe('Distribution Agreement');
    expect(view.version.version).toBe(1);
    expect(view.pages.map((page) => page.title)).toEqual(['1. Appointment', '2. Orders and prices', '4. Term and termination']);
    expect(view.acceptance).toEqual({ name: stored!.name, acceptedAt: stored!.acceptedAt.toISOString(), ip: stored!.ip, companyName: 'Nordhavn Inspection ApS' });
    expect(view.current?.version).toBe(2);
  });

  it('reads in the partner’s language', async () => {
    const entry = await distributionV1(senior);
    senior.cookies.set('locale', 'de');
    try {
      const view = data<AgreementAcceptanceView>(await senior.query('portal.agreements.acceptance', { agreementId: entry.agreementId, acceptanceId: entry.id }));
      expect(view.pages[0]!.title).toBe('1. Ernennung');
    } finally {
      senior.cookies.delete('locale');
    }
  });

  it('lets every member of the company read it, junior included', async () => {
    const entry = await distributionV1(junior);
    const answer = await junior.query('portal.agreements.acceptance', { agreementId: entry.agreementId, acceptanceId: entry.id });
    expect(answer.status).toBe(200);
  });
});

describe('compared with the current version', () => {
  it('marks the paragraphs version 2 added and the ones it removed, and keeps the unchanged ones', async () => {
    const entry = await distributionV1(senior);
    const answer = await senior.query('portal.agreements.compare', { agreementId: entry.agreementId, acceptanceId: entry.id });
    expect(answer.status).toBe(200);
    const diff = data<AgreementComparison>(answer);
    expect([diff.from.version, diff.to.version]).toEqual([1, 2]);
    const of = (change: string) => diff.blocks.filter((block) => block.change === change).map((block) => block.text);
    expect(of('removed')).toEqual(['2. Orders and prices', 'Orders are placed at the prices of the Distributor’s price list in force on the date of the order.', 'Payment is due 30 days from the date of invoice.']);
    expect(of('added')).toContain('2. Orders, prices and stock');
    expect(of('added')).toContain('3. Leads and customers');
    expect(of('added').some((text) => text.includes('at least one demonstration unit'))).toBe(true);
    expect(of('same')).toContain('1. Appointment');
    expect(of('same')).toContain('4. Term and termination');
    expect(diff.added).toBe(of('added').length);
    expect(diff.removed).toBe(3);
    // The blocks read in order: version 1's section 2 is followed by version 2's.
    const texts = diff.blocks.map((block) => block.text);
    expect(texts.indexOf('2. Orders and prices')).toBeLessThan(texts.indexOf('2. Orders, prices and stock'));
  });

  it('has nothing to mark for a version that is still the current one', async () => {
    const certified = await signedIn('certified-senior@demo.test', '198.51.100.204');
    const entry = (await historyOf(certified)).find((row) => row.agreementName === 'Certified Service Partner Agreement');
    const diff = data<AgreementComparison>(await certified.query('portal.agreements.compare', { agreementId: entry!.agreementId, acceptanceId: entry!.id }));
    expect(diff.added + diff.removed).toBe(0);
    expect(diff.blocks.every((block) => block.change === 'same')).toBe(true);
  });
});

describe('the signed PDF of the acceptance', () => {
  it('is a PDF naming the agreement, version, company, signer, time and address', async () => {
    const entry = await distributionV1(senior);
    const [stored] = await test.deps.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.id, entry.id));
    const response = await senior.get(pdfPath(entry));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = await pdfText(response);
    for (const expected of ['Record of acceptance', 'Distribution Agreement', 'Version 1', 'Nordhavn Inspection ApS', stored!.name, stored!.ip, '1. Appointment', 'Payment is due 30 days']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(String(stored!.acceptedAt.getUTCFullYear()));
  });

  it('is in the partner’s language', async () => {
    const entry = await distributionV1(junior);
    const text = await pdfText(await junior.get(pdfPath(entry, '?lang=de')));
    for (const expected of ['Annahmeprotokoll', 'Version 1', 'Angenommen von', '1. Ernennung']) expect(text).toContain(expected);
    expect(text).not.toContain('Record of acceptance');
  });
});

describe('scoped to the company', () => {
  it('answers 404 for another company’s acceptance, on the page, the comparison and the PDF', async () => {
    const entry = await distributionV1(senior);
    expect((await iberia.query('portal.agreements.acceptance', { agreementId: entry.agreementId, acceptanceId: entry.id })).status).toBe(404);
    expect((await iberia.query('portal.agreements.compare', { agreementId: entry.agreementId, acceptanceId: entry.id })).status).toBe(404);
    expect((await iberia.get(pdfPath(entry))).status).toBe(404);

    // And the other way round: Iberia accepts version 2; Nordhavn cannot read that acceptance.
    const list = data<PortalAgreementList>(await iberia.query('portal.agreements.list'));
    const distribution = list.rows.find((row) => row.name === 'Distribution Agreement')!;
    const accepted = await iberia.mutation('portal.agreements.accept', { agreementId: distribution.id, versionId: distribution.latest.id, name: 'Olga Other', confirm: true });
    expect(accepted.status).toBe(200);
    const [iberiaCompany] = await test.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Iberia Ensayos SL'));
    const [own] = await test.deps.db
      .select({ id: agreementAcceptances.id })
      .from(agreementAcceptances)
      .where(and(eq(agreementAcceptances.companyId, iberiaCompany!.id), eq(agreementAcceptances.versionId, distribution.latest.id)));
    const theirs = { agreementId: distribution.id, id: own!.id };
    expect((await iberia.get(pdfPath(theirs))).status).toBe(200);
    expect((await senior.query('portal.agreements.acceptance', { agreementId: theirs.agreementId, acceptanceId: theirs.id })).status).toBe(404);
    expect((await senior.get(pdfPath(theirs))).status).toBe(404);
  });

  it('answers 404 for an acceptance asked for under another agreement, or an unknown one', async () => {
    const entry = await distributionV1(senior);
    const other = (await historyOf(await signedIn('certified-senior@demo.test', '198.51.100.205'))).find((row) => row.agreementName === 'Certified Service Partner Agreement')!;
    expect((await senior.query('portal.agreements.acceptance', { agreementId: other.agreementId, acceptanceId: entry.id })).status).toBe(404);
    expect((await senior.get(pdfPath({ agreementId: other.agreementId, id: entry.id }))).status).toBe(404);
    expect((await senior.get(pdfPath({ agreementId: entry.agreementId, id: 999_999 }))).status).toBe(404);
    expect((await senior.get(`/api/portal/agreements/${entry.agreementId}/acceptances/abc/pdf`)).status).toBe(404);
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const zero = await senior.query('portal.agreements.acceptance', { agreementId: 0, acceptanceId: 1 });
    expect(zero.status).toBeGreaterThanOrEqual(400);
    expect(zero.status).toBeLessThan(500);
    const text = await senior.query('portal.agreements.compare', { agreementId: 'one', acceptanceId: 1 });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });
});

describe('roles', () => {
  it('keeps accounts without the portal out (403) and visitors (401)', async () => {
    const entry = await distributionV1(senior);
    const input = { agreementId: entry.agreementId, acceptanceId: entry.id };
    for (const [email, ip] of [
      ['customer@demo.test', '198.51.100.206'],
      ['certified-senior-plus@demo.test', '198.51.100.207'],
      ['user@demo.test', '198.51.100.208'],
    ] as const) {
      const outsider = await signedIn(email, ip);
      expect((await outsider.query('portal.agreements.acceptance', input)).status, email).toBe(403);
      expect((await outsider.query('portal.agreements.compare', input)).status, email).toBe(403);
      expect((await outsider.get(pdfPath(entry))).status, email).toBe(403);
    }
    const visitor = new HttpClient(test, '198.51.100.209');
    expect((await visitor.query('portal.agreements.acceptance', input)).status).toBe(401);
    expect((await visitor.get(pdfPath(entry))).status).toBe(401);
  });

  it('lets an admin read any company’s acceptance through the portal', async () => {
    const entry = await distributionV1(senior);
    const admin = await signedIn('admin@demo.test', '198.51.100.210');
    expect((await admin.query('portal.agreements.acceptance', { agreementId: entry.agreementId, acceptanceId: entry.id })).status).toBe(200);
    expect((await admin.get(pdfPath(entry))).status).toBe(200);
  });
});

describe('the dashboard’s unread messages', () => {
  it('counts the company’s unread threads and lists the newest with their subjects; opening one takes it off', async () => {
    const unread = data<OffsetPage<ResourceRow>>(await junior.query('portal.inbox.list', { filters: { unread: true }, page: 1 }));
    expect(unread.total).toBeGreaterThan(0);
    const before = data<PortalDashboard>(await junior.query('portal.dashboard'));
    expect(before.inbox.unread).toBe(unread.total);
    expect(before.inbox.latest.map((thread) => thread.subject)).toEqual(unread.rows.slice(0, 3).map((row) => row.subject));

    const first = before.inbox.latest[0]!;
    expect((await junior.mutation('portal.inbox.markRead', { id: first.id })).status).toBe(200);
    const after = data<PortalDashboard>(await junior.query('portal.dashboard'));
    expect(after.inbox.unread).toBe(before.inbox.unread - 1);
    expect(after.inbox.latest.map((thread) => thread.id)).not.toContain(first.id);

    // Another company's threads never count.
    const other = data<PortalDashboard>(await iberia.query('portal.dashboard'));
    const iberiaUnread = data<OffsetPage<ResourceRow>>(await iberia.query('portal.inbox.list', { filters: { unread: true }, page: 1 }));
    expect(other.inbox.unread).toBe(iberiaUnread.total);
    expect(other.inbox.latest.every((thread) => iberiaUnread.rows.some((row) => row.id === thread.id))).toBe(true);
  });
});
