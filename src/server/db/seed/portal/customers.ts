import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AppDeps } from '../../../deps';
import { customerKeyOf } from '../../../features/trade/fold';
import { companies, registrations, sales, serials, users } from '../../schema';

/**
 * The end customers of the two demo companies (DECISIONS.md: each company has its own): customer accounts that
 * registered instruments the company sold, so /portal/customers and /admin/distributors/customers have people to
 * show. They have no password (they would set one through "Forgot password"); none is shared between the companies.
 * Each registers a few of the company's sold serials, the first ones by number, on the day after the sale, as the
 * matching end customer: the company recorded the customer's company name and e-mail on those sales, and on the sale
 * of one more instrument nobody has registered yet, so that customer registers it at once (docs/decisions/0030).
 */
const END_CUSTOMERS: Record<string, ReadonlyArray<{ name: string; email: string; company: string; locale: string; instruments: number }>> = {
  'Nordhavn Inspection ApS': [
    { name: 'Mette Kjær', email: 'mette.kjaer@havnekaj-coatings.test', company: 'Havnekaj Coatings ApS', locale: 'en', instruments: 3 },
    { name: 'Lars Holm', email: 'lars.holm@nordic-tanks.test', company: 'Nordic Tanks A/S', locale: 'en', instruments: 2 },
    { name: 'Ingrid Dahl', email: 'ingrid.dahl@fjordpipe.test', company: 'FjordPipe Coatings ApS', locale: 'en', instruments: 2 },
    { name: 'Jonas Berg', email: 'jonas.berg@baltic-lining.test', company: 'Baltic Lining GmbH', locale: 'de', instruments: 1 },
  ],
  'Iberia Ensayos SL': [
    { name: 'Lucía Fernández', email: 'lucia.fernandez@recubrimientos-tajo.test', company: 'Recubrimientos Tajo SL', locale: 'es', instruments: 3 },
    { name: 'Rui Almeida', email: 'rui.almeida@tubos-do-norte.test', company: 'Tubos do Norte Lda', locale: 'pt', instruments: 2 },
    { name: 'Carmen Ortega', email: 'carmen.ortega@pinturas-levante.test', company: 'Pinturas Levante SL', locale: 'es', instruments: 1 },
  ],
};

const DAY_MS = 86_400_000;

export async function seedEndCustomers(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const now = new Date();
  for (const [companyName, people] of Object.entries(END_CUSTOMERS)) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, companyName));
    if (!company) continue;
    const wanted = people.reduce((sum, person) => sum + person.instruments, 0);
    const sold = await db
      .select({ id: serials.id, soldOn: serials.soldOn })
      .from(serials)
      .where(and(eq(serials.companyId, company.id), isNull(serials.ownerId), inArray(serials.status, ['sold', 'in-stock'])))
      .orderBy(asc(serials.numberKey))
      .limit(wanted);
    // One more of the company's recorded sales per person, of an instrument nobody owns: theirs to register at once.
    const waiting = await db
      .select({ serialId: serials.id })
      .from(sales)
      .innerJoin(serials, eq(serials.id, sales.serialId))
      .where(and(eq(sales.companyId, company.id), isNotNull(sales.serialId), isNull(serials.ownerId), notInArray(serials.id, sold.map((row) => row.id))))
      .orderBy(asc(serials.numberKey))
      .limit(people.length);
    let next = 0;
    const userRows: Array<typeof users.$inferInsert> = [];
    const owned: Array<{ serialId: number; userId: string; registeredAt: Date; purchaseDate: string | null; person: (typeof people)[number] }> = [];
    const namedOn: Array<{ serialIds: number[]; person: (typeof people)[number] }> = [];
    for (const [index, person] of people.entries()) {
      const id = randomUUID();
      userRows.push({ id, name: person.name, email: person.email, emailVerified: true, createdAt: now, updatedAt: now, role: 'customer', locale: person.locale, termsAcceptedAt: now });
      const serialIds: number[] = [];
      for (let i = 0; i < person.instruments && next < sold.length; i += 1, next += 1) {
        const serial = sold[next]!;
        const soldAt = serial.soldOn ? Date.parse(serial.soldOn) : now.getTime() - 90 * DAY_MS;
        owned.push({ serialId: serial.id, userId: id, registeredAt: new Date(Math.min(soldAt + DAY_MS, now.getTime())), purchaseDate: serial.soldOn, person });
        serialIds.push(serial.id);
      }
      const extra = waiting[index];
      if (extra) serialIds.push(extra.serialId);
      namedOn.push({ serialIds, person });
    }
    if (userRows.length === 0) continue;
    await db.insert(users).values(userRows);
    const writes: BatchItem<'sqlite'>[] = namedOn.flatMap(({ serialIds, person }) =>
      serialIds.length === 0
        ? []
        : [
            db
              .update(sales)
              .set({ customerName: person.company, customerKey: customerKeyOf(person.company), customerEmail: person.email })
              .where(and(eq(sales.companyId, company.id), inArray(sales.serialId, serialIds))),
            db.update(serials).set({ soldTo: person.company }).where(inArray(serials.id, serialIds)),
          ],
    );
    writes.push(
      ...owned.map((o) =>
        db
          .update(serials)
          .set({ ownerId: o.userId, registeredAt: o.registeredAt, purchaseDate: o.purchaseDate, status: 'registered' })
          .where(eq(serials.id, o.serialId)),
      ),
    );
    if (owned.length > 0) {
      writes.push(
        db.insert(registrations).values(
          owned.map((o) => ({
            serialId: o.serialId,
            userId: o.userId,
            purchaseDate: o.purchaseDate,
            registeredAt: o.registeredAt,
            basis: 'end-customer' as const,
            claimantName: o.person.name,
            claimantEmail: o.person.email,
            claimantCompany: o.person.company,
          })),
        ),
      );
    }
    if (writes.length > 0) await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  }
}
