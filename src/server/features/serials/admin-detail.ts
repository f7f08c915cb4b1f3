import { and, asc, desc, eq } from 'drizzle-orm';
import { isoDay } from '../../../shared/format/iso-days';
import { localizedField, type Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import type { AdminSerialDetail } from '../../../shared/serials/admin-detail.types';
import { checkDigitValid } from '../../../shared/serials/check-digit';
import type { Reading, ReferenceStandard } from '../../../shared/certificates/certificate.schema';
import { certificates, companies, registrations, returnLines, returns, serialChecksums, serials, serviceRecords, users } from '../../db/schema';
import { notFound } from '../../errors';
import { optionSummary, productSummary } from './product-columns';
import { selectSoldInstruments } from './instrument-select';
import { summaryOf } from './my-instruments';

/** Whether a number passes its line's rule: the pattern and the check digit. */
export function passesChecksum(number: string, rule: { pattern: string; algorithm: 'luhn' | 'mod11' | 'none' }): boolean {
  let pattern: RegExp;
  try {
    pattern = new RegExp(rule.pattern);
  } catch {
    return false;
  }
  return pattern.test(number) && checkDigitValid(number, rule.algorithm);
}

/** /admin/serials/{id}: build, sale, registrations, services, returns and certificates of one instrument. */
export async function serialDetailForAdmin(deps: AppDeps, id: number, locale: Locale): Promise<AdminSerialDetail> {
  const { db } = deps;
  const [row] = await selectSoldInstruments(deps, { serial: serials, product: productSummary, option: optionSummary, company: companies, owner: users })
    .where(eq(serials.id, id));
  if (!row) throw notFound('Serial');
  const today = isoDay();
  const [history, services, returnRows, certificateRows, [rule]] = await Promise.all([
    db.select({ registration: registrations, email: users.email }).from(registrations).leftJoin(users, eq(users.id, registrations.userId)).where(eq(registrations.serialId, id)).orderBy(asc(registrations.registeredAt)),
    db.select().from(serviceRecords).where(eq(serviceRecords.serialId, id)).orderBy(desc(serviceRecords.performedOn), desc(serviceRecords.id)),
    db
      .selectDistinct({ id: returns.id, rmaNumber: returns.rmaNumber, bookingType: returns.bookingType, status: returns.status, createdAt: returns.createdAt })
      .from(returns)
      .innerJoin(returnLines, and(eq(returnLines.returnId, returns.id), eq(returnLines.serialId, id)))
      .orderBy(desc(returns.createdAt)),
    db.select().from(certificates).where(eq(certificates.serialId, id)).orderBy(desc(certificates.issuedOn), desc(certificates.id)),
    db.select().from(serialChecksums).where(eq(serialChecksums.productId, row.product.id)),
  ]);
  const { serial } = row;
  return {
    id: serial.id,
    number: serial.number,
    product: { id: row.product.id, name: localizedField(row.product, 'name', locale), modelCode: row.product.modelCode },
    option: row.option ? { id: row.option.id, name: localizedField(row.option, 'name', locale), modelCode: row.option.modelCode } : null,
    status: serial.status,
    buildDate: serial.buildDate,
    company: row.company ? { id: row.company.id, name: row.company.name } : null,
    soldOn: serial.soldOn,
    soldTo: serial.soldTo,
    owner: row.owner ? { id: row.owner.id, name: row.owner.name, email: row.owner.email } : null,
    purchaseDate: serial.purchaseDate,
    registeredAt: serial.registeredAt?.toISOString() ?? null,
    lastCalibratedOn: serial.lastCalibratedOn,
    nextDueOn: serial.nextDueOn,
    registrations: history.map(({ registration, email }) => ({
      user: email ?? '',
      purchaseDate: registration.purchaseDate,
      registeredAt: registration.registeredAt.toISOString(),
      endedAt: registration.endedAt?.toISOString() ?? null,
      basis: registration.basis,
      claimant: { name: registration.claimantName, company: registration.claimantCompany, address: registration.claimantAddress, ip: registration.claimantIp },
    })),
    services: services.map((s) => ({
      id: s.id,
      kind: s.kind,
      performedOn: s.performedOn,
      performedBy: s.performedBy,
      procedure: s.procedure,
      results: JSON.parse(s.results) as Reading[],
      references: JSON.parse(s.references) as ReferenceStandard[],
      notes: s.notes,
      nextDueOn: s.nextDueOn,
    })),
    returns: returnRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    certificates: certificateRows.map((c) => summaryOf(c, today)),
    checksumValid: rule ? passesChecksum(serial.number, rule) : null,
  };
}
