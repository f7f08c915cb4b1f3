import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { addDays, addMonths } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import { checkDigitFor } from '../../../shared/serials/check-digit';
import { serialKey } from '../../../shared/serials/serial-number';
import type { AppDeps } from '../../deps';
import { recordService } from '../../features/serials/service-records';
import { companies, productOptions, products, profiles, registrations, serialChecksums, serials, users } from '../schema';
import { ServiceRecordInputSchema } from '../../../shared/serials/service.schema';
import { calibrationFor } from './serials-calibration';

/**
 * DECISIONS.md "Demo data for the service lifecycle": customer@demo.test owns three registered instruments (calibrated
 * within the year, due within 30 days, overdue), each with a calibration certificate; DEMO-1001 … DEMO-1010 (VH-15) and
 * DEMO-2001 … DEMO-2010 (SA-25) wait to be registered; DEMO-3001 exists for both options of the VH-15; and some 1,200
 * other serials across the catalogue, part sold by each of the two portal companies. Deterministic: same data each time.
 */
export async function seedSerials(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const today = isoDay();
  const catalogue = await db
    .select({ id: products.id, modelCode: products.modelCode })
    .from(products)
    .where(and(eq(products.published, true), isNotNull(products.modelCode)))
    .orderBy(asc(products.id));
  const byCode = new Map(catalogue.map((p) => [p.modelCode, p.id]));
  const vh15 = byCode.get('VH-15');
  const sa25 = byCode.get('SA-25');
  if (!vh15 || !sa25) throw new Error('seedSerials: the catalogue has no VH-15 or SA-25');
  const vhOptions = await db.select({ id: productOptions.id }).from(productOptions).where(eq(productOptions.productId, vh15)).orderBy(asc(productOptions.sort));
  const portal = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.name, ['Nordhavn Inspection ApS', 'Iberia Ensayos SL']));

  // Check-digit rules for the two demo lines (the DEMO- numbers predate them: /admin/serials/checksums lists them).
  await db.insert(serialChecksums).values([
    { productId: vh15, pattern: '^VH15-\\d{8}$', algorithm: 'luhn' },
    { productId: sa25, pattern: '^SA25-\\d{8}$', algorithm: 'luhn' },
  ]);

  // Sold by Voltara to nobody in particular (DECISIONS.md), so any account registers them at once: an instrument still
  // in stock cannot be registered, and one sold to a named end customer waits for its seller (docs/decisions/0030).
  const demo = (prefix: number, productId: number, optionId: number | null = null) =>
    Array.from({ length: 10 }, (_, i) => ({ number: `DEMO-${prefix + i + 1}`, numberKey: `DEMO${prefix + i + 1}`, productId, optionId, buildDate: addDays(today, -40 - i), status: 'sold' as const }));
  await db.insert(serials).values([
    ...demo(1000, vh15),
    ...demo(2000, sa25),
    ...vhOptions.slice(0, 2).map((option) => ({ number: 'DEMO-3001', numberKey: 'DEMO3001', productId: vh15, optionId: option.id, buildDate: addDays(today, -30), status: 'sold' as const })),
  ]);

  // ~1,200 serials over the catalogue: built over four years, numbered per line with a Luhn check digit.
  const others: Array<typeof serials.$inferInsert> = [];
  catalogue.forEach((product, index) => {
    const line = product.modelCode.replace(/[^A-Z0-9]/gi, '').toUpperCase() || `P${product.id}`;
    for (let n = 0; n < 40; n++) {
      const built = addDays(today, -((index * 37 + n * 29) % 1400) - 60);
      const body = `${built.slice(2, 4)}${built.slice(5, 7)}${String(n + 1).padStart(3, '0')}`;
      const sold = n % 3 !== 0;
      const company = sold && n % 5 === 1 ? portal[0] : sold && n % 5 === 2 ? portal[1] : undefined;
      others.push({
        number: lineSerial(line, body),
        numberKey: keyOf(lineSerial(line, body)),
        productId: product.id,
        buildDate: built,
        status: sold ? 'sold' : 'in-stock',
        companyId: company?.id ?? null,
        soldOn: sold ? addDays(built, 21) : null,
        soldTo: company ? `End customer ${n + 1}` : '',
      });
    }
  });
  for (let i = 0; i < others.length; i += 200) await db.insert(serials).values(others.slice(i, i + 200));

  await seedCustomerInstruments(deps, vh15, sa25, today);
}

const keyOf = (number: string) => serialKey(number) ?? number;

/** A serial of a product line: its digits and their Luhn check digit ("VH15-24031179"). */
const lineSerial = (line: string, body: string) => `${line}-${body}${checkDigitFor(body, 'luhn')}`;

/** customer@demo.test's three instruments: calibrated 4 months ago, due in 12 days, overdue by 20 days. */
async function seedCustomerInstruments(deps: AppDeps, vh15: number, sa25: number, today: string) {
  const { db } = deps;
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@demo.test'));
  if (!customer) return;
  await db.insert(profiles).values({
    userId: customer.id,
    // The account is "Colin Customer" (seed/accounts.ts); the profile agrees with it.
    firstName: 'Colin',
    lastName: 'Customer',
    companyName: 'Morgan Pipeline Coatings Ltd',
    telephone: '+44 114 496 0321',
    address1: '12 Canal Wharf',
    town: 'Sheffield',
    postcode: 'S3 8RY',
  }).onConflictDoNothing();
  const instruments = [
    { number: lineSerial('VH15', '2403117'), productId: vh15, calibratedOn: addMonths(today, -4) },
    { number: lineSerial('SA25', '2311042'), productId: sa25, calibratedOn: addDays(addMonths(today, -12), 12) },
    { number: lineSerial('VH15', '2209051'), productId: vh15, calibratedOn: addDays(addMonths(today, -12), -20) },
  ];
  for (const [index, instrument] of instruments.entries()) {
    const buildDate = addMonths(instrument.calibratedOn, -12 - index * 6);
    const purchaseDate = addDays(buildDate, 30);
    const [serial] = await db
      .insert(serials)
      .values({ number: instrument.number, numberKey: keyOf(instrument.number), productId: instrument.productId, buildDate, status: 'registered', ownerId: customer.id, registeredAt: new Date(`${purchaseDate}T10:00:00Z`), purchaseDate, soldOn: purchaseDate })
      .returning({ id: serials.id });
    await db.insert(registrations).values({ serialId: serial!.id, userId: customer.id, purchaseDate, registeredAt: new Date(`${purchaseDate}T10:00:00Z`) });
    // The calibration before the current one, a year earlier, so the instrument's history has more than one entry.
    await recordService({ deps, actor: null, locale: 'en' }, ServiceRecordInputSchema.parse(calibrationFor(serial!.id, addMonths(instrument.calibratedOn, -12), instrument.productId === vh15 ? 15 : 25)));
    await recordService({ deps, actor: null, locale: 'en' }, ServiceRecordInputSchema.parse(calibrationFor(serial!.id, instrument.calibratedOn, instrument.productId === vh15 ? 15 : 25)));
  }
}
