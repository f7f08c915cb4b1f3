import { and, asc, eq, inArray, isNull, notLike, or } from 'drizzle-orm';
import { addDays, addMonths } from '../../../../shared/certificates/states';
import { isoDay } from '../../../../shared/format/iso-days';
import type { AuditRating } from '../../../../shared/partners/enums';
import { auditScore } from '../../../../shared/service-centre/audits.schema';
import { ServiceJobCompleteSchema } from '../../../../shared/service-centre/services.schema';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { activeQuestionRows, frozenQuestion } from '../../../features/service-centre/audit-questions';
import { completeServiceJob } from '../../../features/service-centre/jobs-complete';
import { companies, partnerAuditActions, partnerAuditAnswers, partnerAudits, products, serials, serviceJobs, users } from '../../schema';
import { calibrationFor } from '../serials-calibration';

const NORDHAVN = 'Nordhavn Inspection ApS';
const IBERIA = 'Iberia Ensayos SL';
const TECHNICIAN = 'Mads Kristensen';

/**
 * Issue 12 demo data for the portal's service centre and audits (DECISIONS.md "Demo data for the service lifecycle and
 * the portal"): Nordhavn, a certified partner, has six service jobs in every state, one of them a completed
 * calibration whose certificate it issued under its own name (through the real completion, so the certificate, the
 * service record and the instrument's next due date are as a partner's work makes them). Each company has one
 * submitted audit, answered from the audit questions of the settings (seeded with them, seed/admin/settings.ts), with
 * one action done and one open, and its next audit date. Nothing is shared between the two companies.
 */
export async function seedServiceJobs(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.name, [NORDHAVN, IBERIA]));
  const nordhavn = rows.find((row) => row.name === NORDHAVN);
  const iberia = rows.find((row) => row.name === IBERIA);
  if (!nordhavn || !iberia) return;
  await seedJobs(deps, nordhavn.id);
  await seedAudits(deps, [
    { companyId: nordhavn.id, auditedOn: addDays(isoDay(), -110), auditor: 'Helen Marsh (Voltara)', seed: 0 },
    // Iberia's was nearly a year ago: its next audit falls due within the month.
    { companyId: iberia.id, auditedOn: addDays(addMonths(isoDay(), -12), 25), auditor: 'Helen Marsh (Voltara)', seed: 1 },
  ]);
}

async function seedJobs(deps: AppDeps, companyId: number): Promise<void> {
  const { db } = deps;
  const today = isoDay();
  const [senior] = await db.select().from(users).where(eq(users.email, 'certified-senior@demo.test'));
  const lines = await db.select({ id: products.id, modelCode: products.modelCode }).from(products).where(inArray(products.modelCode, ['VH-15', 'SA-25']));
  if (!senior || lines.length === 0) return;
  // Instruments sold by Nordhavn or by Voltara itself, nobody's registered ones: customers bring them to the partner.
  // Never the DEMO- serials: DECISIONS.md keeps them unowned and unserviced for visitors to try registration with.
  const instruments = await db
    .select({ id: serials.id, productId: serials.productId })
    .from(serials)
    .where(
      and(
        inArray(serials.productId, lines.map((line) => line.id)),
        eq(serials.status, 'sold'),
        isNull(serials.ownerId),
        notLike(serials.numberKey, 'DEMO%'),
        or(isNull(serials.companyId), eq(serials.companyId, companyId)),
      ),
    )
    .orderBy(asc(serials.id))
    .limit(6);
  if (instruments.length < 6) return;
  const job = (index: number, kind: 'calibration' | 'repair' | 'test', status: 'received' | 'in-progress' | 'cancelled', customerName: string, receivedDaysAgo: number, notes: string) => ({
    companyId,
    serialId: instruments[index]!.id,
    kind,
    status,
    customerName,
    notes,
    receivedOn: addDays(today, -receivedDaysAgo),
    createdBy: senior.id,
  });
  const made = await db
    .insert(serviceJobs)
    .values([
      // The first and the test are completed below through the real completion (it writes the record, the certificate).
      job(0, 'calibration', 'in-progress', 'Aarhus Pipe Coating A/S', 18, 'Annual calibration; customer asked for the interval on the certificate.'),
      job(1, 'calibration', 'in-progress', 'Esbjerg Offshore Service ApS', 4, 'Calibration before a coating inspection contract.'),
      job(2, 'repair', 'received', 'Fyn Tank & Lining', 2, 'HV lead damaged: replace the lead and check the probe.'),
      job(3, 'calibration', 'received', 'Nordsø Marine Coatings', 1, ''),
      job(4, 'test', 'in-progress', 'Aalborg Rør A/S', 35, 'Function test after transport damage.'),
      job(5, 'calibration', 'cancelled', 'Vejle Maskinfabrik', 60, 'Customer withdrew the instrument.'),
    ])
    .returning({ id: serviceJobs.id });
  const actor: Actor = { id: senior.id, name: senior.name, email: senior.email, role: 'certified-senior', locale: 'en', companyId, twoFactorEnabled: false, sessionId: 'seed', passwordConfirmedAt: null };
  const first = instruments[0]!;
  const topKv = lines.find((line) => line.id === first.productId)?.modelCode === 'SA-25' ? 25 : 15;
  const performedOn = addDays(today, -15);
  const readings = calibrationFor(first.id, performedOn, topKv);
  await completeServiceJob({ deps, actor, locale: 'en' }, ServiceJobCompleteSchema.parse({
      ...readings,
      id: made[0]!.id,
      performedBy: TECHNICIAN,
      procedure: 'NH-KP-03 Kalibrering af gnisttestere og porøsitetsdetektorer (after Voltara VTE-CP-012)',
      notes: 'Calibrated as found; no adjustment needed.',
      intervalOnCertificate: true,
    }));
  await completeServiceJob({ deps, actor, locale: 'en' }, ServiceJobCompleteSchema.parse({ id: made[4]!.id, performedOn: addDays(today, -31), performedBy: TECHNICIAN, notes: 'Output, probe and alarm checked after transport damage: passed.' }));
}

/** Ratings of the audit questions, varied so the scores differ between the two companies. */
const RATINGS: ReadonlyArray<readonly AuditRating[]> = [
  ['2', '2', '1', '2', 'na', '1', '2', '2'],
  ['2', '1', '0', '1', '2', 'na', '1', '2'],
];
const COMMENTS = ['Storage room checked; instruments labelled by job.', '', 'Technician due for refresher training.', '', '', 'Price list of 2024 still in use for one quotation.'];

async function seedAudits(deps: AppDeps, audits: ReadonlyArray<{ companyId: number; auditedOn: string; auditor: string; seed: number }>): Promise<void> {
  const { db } = deps;
  const questions = await activeQuestionRows(deps);
  if (questions.length === 0) return;
  const today = isoDay();
  for (const audit of audits) {
    const ratings = questions.map((_, index) => RATINGS[audit.seed]![index % RATINGS[audit.seed]!.length]!);
    const submittedAt = new Date(`${audit.auditedOn}T16:00:00Z`);
    const [made] = await db
      .insert(partnerAudits)
      .values({
        companyId: audit.companyId,
        status: 'submitted',
        auditedOn: audit.auditedOn,
        auditorName: audit.auditor,
        score: auditScore(ratings),
        summary: 'Good service set-up overall; two points to follow up, listed as actions.',
        submittedAt,
        createdAt: submittedAt,
        updatedAt: submittedAt,
      })
      .returning({ id: partnerAudits.id });
    const auditId = made!.id;
    await db.batch([
      db.insert(partnerAuditAnswers).values(
        questions.map((question, index) => ({
          auditId,
          questionId: question.id,
          question: frozenQuestion(question),
          category: question.category,
          rating: ratings[index]!,
          comment: COMMENTS[(index + audit.seed) % COMMENTS.length]!,
          sort: index,
        })),
      ),
      db.insert(partnerAuditActions).values([
        { auditId, description: 'Replace the expired reference voltmeter certificate and file the new one.', owner: 'Service manager', dueOn: addDays(audit.auditedOn, 30), doneAt: new Date(`${addDays(audit.auditedOn, 21)}T09:00:00Z`) },
        // Open: overdue for one company, due within the fortnight for the other.
        { auditId, description: 'Book the second technician on the Voltara service training.', owner: 'Workshop lead', dueOn: audit.seed === 0 ? addDays(today, -6) : addDays(today, 9) },
      ]),
      db.update(companies).set({ nextAuditOn: addMonths(audit.auditedOn, 12) }).where(eq(companies.id, audit.companyId)),
    ]);
  }
}
