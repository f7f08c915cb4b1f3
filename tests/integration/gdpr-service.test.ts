import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GdprExport } from '../../src/shared/logs/gdpr.schema';
import { certificates, returns, serials, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

let test: TestApp;
let admin: HttpClient;
let customerId: string;
beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '192.0.2.110');
  await admin.signIn('admin@demo.test');
  customerId = (await test.deps.db.select().from(users).where(eq(users.email, 'customer@demo.test')))[0]!.id;
  const customer = new HttpClient(test, '192.0.2.111');
  await customer.signIn('customer@demo.test');
  await customer.mutation('account.returns.create', {
    details: { firstName: 'Colin', lastName: 'Customer', email: 'customer@demo.test', telephone: '0114 496 0321', companyName: '' },
    invoiceAddress: { companyName: '', address1: '12 Canal Wharf', address2: '', town: 'Sheffield', county: '', postcode: 'S3 8RY', country: 'United Kingdom' },
    sendFrom: 'uk', lines: [{ itemName: 'VH-15', part: 'full-kit', value: 900 }], bookingType: 'repair', repairCentreId: null,
    shippingInvoice: 'own', carrier: 'ups', vatConfirmed: true,
  });
});
afterAll(() => test.close());

describe('GDPR and the service lifecycle', () => {
  it("exports the person's instruments, certificates and returns", async () => {
    const exported = (await admin.mutation('admin.logs.gdpr.export', { userId: customerId })).json.result?.data as GdprExport;
    expect(exported.instruments).toHaveLength(3);
    expect(exported.certificates.length).toBeGreaterThanOrEqual(6);
    expect(exported.returns).toHaveLength(1);
  });

  it('erasure releases the instruments and keeps the records without the person', async () => {
    expect((await admin.mutation('admin.logs.gdpr.erase', { userId: customerId })).status).toBe(200);
    expect(await test.deps.db.select().from(serials).where(eq(serials.ownerId, customerId))).toEqual([]);
    const kept = await test.deps.db.select().from(certificates).where(eq(certificates.holderId, customerId));
    expect(kept.length).toBeGreaterThanOrEqual(6);
    expect(kept.every((c) => !c.content.includes('Colin Customer'))).toBe(true);
    const [booked] = await test.deps.db.select().from(returns).where(eq(returns.userId, customerId));
    expect(booked!.details).not.toContain('customer@demo.test');
    expect(booked!.details).not.toContain('Colin');
  });
});
