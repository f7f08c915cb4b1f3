import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../deps';
import { companies, registrations, serials, users } from '../../schema';

/**
 * The end customers of the two demo companies (DECISIONS.md: each company has its own): customer accounts that
 * registered instruments the company sold, so /portal/customers and /admin/distributors/customers have people to
 * show. They have no password (they would set one through "Forgot password"); none is shared between the companies.
 * Each registers a few of the company's sold serials, the first ones by number, on the day after the sale.
 */
const END_CUSTOMERS: Record<string, ReadonlyArray<{ name: string; email: string; locale: string; instruments: number }>> = {
  'Nordhavn Inspection ApS': [
    { name: 'Mette Kjær', email: 'mette.kjaer@havnekaj-coatings.test', locale: 'en', instruments: 3 },
    { name: 'Lars Holm', email: 'lars.holm@nordic-tanks.test', locale: 'en', instruments: 2 },
    { name: 'Ingrid Dahl', email: 'ingrid.dahl@fjordpipe.test', locale: 'en', instruments: 2 },
    { name: 'Jonas Berg', email: 'jonas.berg@baltic-lining.test', locale: 'de', instruments: 1 },
  ],
  'Iberia Ensayos SL': [
    { name: 'Lucía Fernández', email: 'lucia.fernandez@recubrimientos-tajo.test', locale: 'es', instruments: 3 },
    { name: 'Rui Almeida', email: 'rui.almeida@tubos-do-norte.test', locale: 'pt', instruments: 2 },
    { name: 'Carmen Ortega', email: 'carmen.ortega@pinturas-levante.test', locale: 'es', instruments: 1 },
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
    let next = 0;
    const userRows: Array<typeof users.$inferInsert> = [];
    const owned: Array<{ serialId: number; userId: string; registeredAt: Date; purchaseDate: string | null }> = [];
    for (const person of people) {
      const id = randomUUID();
      userRows.push({ id, name: person.name, email: person.email, emailVerified: true, createdAt: now, updatedAt: now, role: 'customer', locale: person.locale, termsAcceptedAt: now });
      for (let i = 0; i < person.instruments && next < sold.length; i += 1, next += 1) {
        const serial = sold[next]!;
        const soldAt = serial.soldOn ? Date.parse(serial.soldOn) : now.getTime() - 90 * DAY_MS;
        owned.push({ serialId: serial.id, userId: id, registeredAt: new Date(Math.min(soldAt + DAY_MS, now.getTime())), purchaseDate: serial.soldOn });
      }
    }
    if (userRows.length === 0) continue;
    await db.insert(users).values(userRows);
    if (owned.length === 0) continue;
    await db.batch([
      db.insert(registrations).values(owned.map((o) => ({ serialId: o.serialId, userId: o.userId, purchaseDate: o.purchaseDate, registeredAt: o.registeredAt }))),
      ...owned.map((o) =>
        db
          .update(serials)
          .set({ ownerId: o.userId, registeredAt: o.registeredAt, purchaseDate: o.purchaseDate, status: 'registered' })
          .where(eq(serials.id, o.serialId)),
      ),
    ]);
  }
}
