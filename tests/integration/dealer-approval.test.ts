import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationPreview, ApprovalResult, CompanyDetail } from '../../src/shared/companies/companies.types';
import type { PortalAgreementList } from '../../src/shared/agreements/agreements.types';
import type { PriceLookup } from '../../src/shared/trade/pricelist.types';
import { PARTNER_TIERS } from '../../src/shared/partners/enums';
import { modelKeyOf } from '../../src/shared/trade/trade.schema';
import { agreements, auditLog, categories, companies, countries, enquiries, industrySectors, outbox, pricelistPrices, pricelists, productOptions, products, users } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { formTicket } from '../setup/form-ticket';

/**
 * Issue 27 item 7: approving a dealer application gives what was applied for. A visitor applies through the public
 * form; the admin approves it from the inbox with the role family the application proposes and the tier, price list
 * and agreements of their choice; the new company has them, its first user holds the family's senior role, the
 * agreements wait for its acceptance and its price lookup answers. Every seeded price list covers the catalogue.
 */
let test: TestApp;
let admin: HttpClient;
const ids = { netherlands: 0, category: 0, sector: 0, servicePartners: 0, retiredList: 0, serviceAgreement: 0, distributionAgreement: 0 };

beforeAll(async () => {
  test = await createTestApp();
  const { db } = test.deps;
  ids.netherlands = (await db.select().from(countries).where(eq(countries.name, 'Netherlands')))[0]!.id;
  ids.category = (await db.select().from(categories).where(eq(categories.slug, 'dc-holiday-detectors')))[0]!.id;
  ids.sector = (await db.select().from(industrySectors).limit(1))[0]!.id;
  ids.servicePartners = (await db.select().from(pricelists).where(eq(pricelists.name, 'Service partners 2025')))[0]!.id;
  ids.retiredList = (await db.select().from(pricelists).where(eq(pricelists.active, false)))[0]!.id;
  ids.serviceAgreement = (await db.select().from(agreements).where(eq(agreements.name, 'Certified Service Partner Agreement')))[0]!.id;
  ids.distributionAgreement = (await db.select().from(agreements).where(eq(agreements.name, 'Distribution Agreement')))[0]!.id;
  admin = new HttpClient(test, '203.0.113.70');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test?.close());

let nextIp = 20;
/** A visitor sends the public "Become a dealer" form (as /distributors/apply does) and the stored enquiry's id is returned. */
async function apply(company: string, email: string, applicationType: string): Promise<number> {
  const visitor = new HttpClient(test, `198.51.100.${nextIp++}`);
  const answer = await visitor.mutation('public.enquiries.send', {
    kind: 'dealer-application',
    applicationType,
    dealershipType: 'contractor',
    productRange: [ids.category],
    companyName: company,
    companyEmail: email,
    companyTelephone: '+31 10 000 0000',
    companyAddress: 'Havenweg 1\n3011 Rotterdam',
    countryId: ids.netherlands,
    companyVATNumber: '',
    contactName: 'Noor de Vries',
    industrySectorId: ids.sector,
    message: '',
    consents: { terms: true, marketing: false },
    website: '',
    ticket: formTicket(test),
  });
  expect(answer.status).toBe(200);
  const [row] = await test.deps.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.email, email)).orderBy(desc(enquiries.id)).limit(1);
  return row!.id;
}

const preview = async (enquiryId: number) => (await admin.query('admin.dealerApplications.preview', { enquiryId })).json.result!.data as ApplicationPreview;

describe('approving "Distributor and service partner"', () => {
  const company = 'Rijnmond Coating Inspectie BV';
  const email = 'noor@rijnmond-inspectie.example';
  let enquiryId = 0;
  let approval: ApprovalResult;

  beforeAll(async () => {
    enquiryId = await apply(company, email, 'both');
  });

  it('proposes the certified family and offers the active price lists and agreements', async () => {
    const shown = await preview(enquiryId);
    expect(shown).toMatchObject({ applicationType: 'both', proposedFamily: 'certified' });
    expect(shown.pricelists.map((list) => list.name)).toContain('Service partners 2025');
    expect(shown.pricelists.map((list) => list.id)).not.toContain(ids.retiredList);
    expect(shown.agreements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ids.serviceAgreement, latestVersion: expect.any(Number) }),
        expect.objectContaining({ id: ids.distributionAgreement, latestVersion: 2 }),
      ]),
    );
  });

  it('refuses an unknown or retired price list, an unknown agreement and an unknown family (422 naming the field), creating nothing', async () => {
    const base = { enquiryId, companyName: company, countryId: ids.netherlands, contactName: 'Noor de Vries', email, family: 'certified', tier: 'silver', pricelistId: ids.servicePartners, agreementIds: [ids.serviceAgreement] };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pricelistId: 987_654 }, 'pricelistId'],
      [{ pricelistId: 0 }, 'pricelistId'],
      [{ pricelistId: ids.retiredList }, 'pricelistId'],
      [{ agreementIds: [ids.serviceAgreement, 987_654] }, 'agreementIds'],
      [{ family: 'reseller' }, 'family'],
      [{ tier: 'platinum' }, 'tier'],
    ];
    for (const [change, field] of cases) {
      const refused = await admin.mutation('admin.dealerApplications.approve', { ...base, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(refused.json.error!.data.fieldErrors ?? {}), JSON.stringify(change)).toEqual([field]);
    }
    expect(await test.deps.db.select().from(companies).where(eq(companies.name, company))).toEqual([]);
    expect(await test.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('creates a certified-family company with the chosen tier and price list; its first user is certified-senior; the agreements wait', async () => {
    const answer = await admin.mutation('admin.dealerApplications.approve', {
      enquiryId,
      companyName: company,
      countryId: ids.netherlands,
      contactName: 'Noor de Vries',
      email,
      family: 'certified',
      tier: 'silver',
      pricelistId: ids.servicePartners,
      agreementIds: [ids.serviceAgreement, ids.distributionAgreement],
    });
    expect(answer.status).toBe(200);
    approval = answer.json.result!.data as ApprovalResult;
    expect(approval.role).toBe('certified-senior');
    const detail = (await admin.query('admin.companies.get', { id: approval.companyId })).json.result!.data as CompanyDetail;
    expect(detail).toMatchObject({ name: company, family: 'certified', tier: 'silver', pricelistId: ids.servicePartners, pricelistName: 'Service partners 2025', service: true });
    expect(detail.users).toEqual([expect.objectContaining({ email, role: 'certified-senior' })]);
    expect(detail.agreements.map((agreement) => [agreement.id, agreement.state]).sort()).toEqual(
      [
        [ids.serviceAgreement, 'pending'],
        [ids.distributionAgreement, 'pending'],
      ].sort(),
    );
    // Audited with what was given.
    const [entry] = await test.deps.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.section, 'companies'), eq(auditLog.action, 'create'), eq(auditLog.recordId, String(approval.companyId))));
    expect(JSON.parse(String(entry!.changes))).toMatchObject({ family: 'certified', tier: 'silver', pricelistId: ids.servicePartners, agreements: expect.arrayContaining(['Certified Service Partner Agreement', 'Distribution Agreement']) });
  });

  it('lets the new partner in: the agreements wait for it to accept them, and the price lookup for VH-15 answers a price', async () => {
    // The applicant also got the form's receipt: the invitation is the mail with the set-password link.
    const mails = await test.deps.db.select().from(outbox).where(eq(outbox.to, email));
    const token = mails.map((mail) => /\/reset-password\/([A-Za-z0-9_-]+)\?/.exec(mail.text)?.[1]).find(Boolean);
    const partner = new HttpClient(test, '203.0.113.71');
    const reset = await partner.mutation('public.resetPassword', { token, email, password: 'Rijnmond-Passw0rd!', password_confirmation: 'Rijnmond-Passw0rd!' });
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);
    await partner.signIn(email, 'Rijnmond-Passw0rd!');

    const agreementList = (await partner.query('portal.agreements.list')).json.result!.data as PortalAgreementList;
    expect(agreementList.canAccept).toBe(true);
    expect(agreementList.toAccept).toBe(2);
    expect(agreementList.rows.map((row) => [row.name, row.state]).sort()).toEqual([
      ['Certified Service Partner Agreement', 'to-accept'],
      ['Distribution Agreement', 'to-accept'],
    ]);

    const lookup = await partner.query('portal.pricelist.lookup', { modelCode: 'VH-15', quantity: 3 });
    expect(lookup.status).toBe(200);
    const price = lookup.json.result!.data as PriceLookup;
    expect(price).toMatchObject({ modelCode: 'VH-15', currency: 'EUR', quantity: 3, appliedMinQuantity: 3 });
    expect(price.unitPrice).toBeGreaterThan(0);
    expect(price.breaks.length).toBeGreaterThan(1);
  });
});

describe('the family an application proposes', () => {
  it('is distributor for a distributor application and certified for a service partner, whose first user is certified-senior', async () => {
    const seller = await apply('Delta Verkoop BV', 'sales@delta-verkoop.example', 'distributor');
    const servicer = await apply('Polder Kalibratie BV', 'lab@polder-kalibratie.example', 'service-partner');
    expect((await preview(seller)).proposedFamily).toBe('distributor');
    expect((await preview(servicer)).proposedFamily).toBe('certified');
    const answer = await admin.mutation('admin.dealerApplications.approve', {
      enquiryId: seller,
      companyName: 'Delta Verkoop BV',
      countryId: ids.netherlands,
      contactName: 'Noor de Vries',
      email: 'sales@delta-verkoop.example',
      family: 'distributor',
      tier: 'gold',
      pricelistId: ids.servicePartners,
    });
    expect(answer.status).toBe(200);
    const result = answer.json.result!.data as ApprovalResult;
    const detail = (await admin.query('admin.companies.get', { id: result.companyId })).json.result!.data as CompanyDetail;
    expect(detail).toMatchObject({ family: 'distributor', tier: 'gold', agreements: [] });
    expect(detail.users).toEqual([expect.objectContaining({ role: 'distributor-senior' })]);
  });
});

describe('the seeded price lists', () => {
  it('each price every catalogue product and option at every tier, with quantity breaks', async () => {
    const { db } = test.deps;
    const codes = [
      ...(await db.select({ code: products.modelCode }).from(products).where(ne(products.modelCode, ''))),
      ...(await db.select({ code: productOptions.modelCode }).from(productOptions).where(ne(productOptions.modelCode, ''))),
    ].map((row) => modelKeyOf(row.code));
    const catalogue = [...new Set(codes)].sort();
    expect(catalogue).toContain('VH15');
    const lists = await db.select({ id: pricelists.id, name: pricelists.name }).from(pricelists);
    expect(lists.length).toBeGreaterThanOrEqual(7);
    const rows = await db
      .select({ list: pricelistPrices.pricelistId, key: pricelistPrices.modelKey, tier: pricelistPrices.tier, min: pricelistPrices.minQuantity, price: pricelistPrices.unitPrice })
      .from(pricelistPrices)
      .where(inArray(pricelistPrices.pricelistId, lists.map((list) => list.id)));
    for (const list of lists) {
      for (const tier of PARTNER_TIERS) {
        const mine = rows.filter((row) => row.list === list.id && row.tier === tier);
        const priced = [...new Set(mine.map((row) => row.key))].sort();
        expect(priced, `${list.name} ${tier}`).toEqual(catalogue);
        const vh15 = mine.filter((row) => row.key === 'VH15');
        expect(vh15.length, `${list.name} ${tier} VH-15 breaks`).toBeGreaterThan(1);
        expect(vh15.every((row) => row.price > 0)).toBe(true);
      }
    }
  });
});
