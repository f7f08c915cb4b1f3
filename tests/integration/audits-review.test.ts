import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../src/shared/certificates/states';
import { isoDay } from '../../src/shared/format/iso-days';
import { formatLongDate } from '../../src/shared/format';
import type { AuditDetail, AuditOverview, AuditQuestion, AuditSaved } from '../../src/shared/service-centre/audits.types';
import type { OffsetPage } from '../../src/shared/list/page';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { ServiceJobDetail } from '../../src/shared/service-centre/services.types';
import { auditLog } from '../../src/server/db/schema';
import { HttpClient, type TrpcAnswer } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 27, item 4: audits belong to Voltara. A partner submits its self-assessment and can no longer move its next
 * audit; Voltara lists, filters, opens and reviews audits in the back office (score, actions, the next audit within
 * bounds) and the partner reads the review. Service jobs get the back office's list and detail. Through the real
 * stack: demo accounts signed in over HTTP on a fresh seeded database.
 */
let test: TestApp;
let admin: HttpClient;
let senior: HttpClient;
let junior: HttpClient;
let iberia: HttpClient;
const today = isoDay();

const data = <T>(answer: { json: TrpcAnswer }) => answer.json.result?.data as T;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '192.0.2.140');
  await admin.signIn('admin@demo.test');
  senior = new HttpClient(test, '192.0.2.141');
  await senior.signIn('distributor-senior@demo.test');
  junior = new HttpClient(test, '192.0.2.142');
  await junior.signIn('distributor-junior@demo.test');
  iberia = new HttpClient(test, '192.0.2.143');
  await iberia.signIn('other-senior@demo.test');
});
afterAll(() => test.close());

/** A company's id from a back-office list's company filter (the companies with rows in it). */
async function companyId(name: string, list = 'admin.partnerAudits'): Promise<number> {
  const options = data<Array<{ id: number; label: string }>>(await admin.query(`${list}.filterOptions`, { field: 'companyId' }));
  return options.find((company) => company.label === name)!.id;
}

/** Every active question rated "2" (fully met), as a complete self-assessment. */
async function fullAnswers(): Promise<Array<{ questionId: number; rating: '2'; comment: string }>> {
  const questions = data<AuditQuestion[]>(await senior.query('portal.audits.questions'));
  expect(questions.length).toBeGreaterThan(0);
  return questions.map((question) => ({ questionId: question.id, rating: '2', comment: '' }));
}

let submittedId = 0;

describe('a partner submits its self-assessment but never sets its next audit', () => {
  it('refuses a self-assessment dated in the future (422) or carrying a next audit date (also 422), and a submission leaves the date alone', async () => {
    const before = data<AuditOverview>(await senior.query('portal.audits.overview', {})).nextAuditOn;
    expect(before).not.toBeNull();
    const answers = await fullAnswers();

    // Dated in 2030, a submission used to set the next audit to 2031.
    const future = await senior.mutation('portal.audits.submit', { auditedOn: '2030-06-01', auditorName: 'Nordhavn QA', answers });
    expect(future.status).toBe(422);
    expect(future.json.error?.data.fieldErrors?.auditedOn).toEqual(['A self-assessment cannot be dated in the future.']);

    // The form has no next audit date: a request that sends one is refused, not quietly obeyed.
    const smuggled = await senior.mutation('portal.audits.submit', { auditedOn: today, auditorName: 'Nordhavn QA', answers, nextAuditOn: '2031-01-01' });
    expect(smuggled.status).toBe(422);
    expect(data<AuditOverview>(await senior.query('portal.audits.overview', {})).nextAuditOn).toBe(before);

    const submitted = await senior.mutation('portal.audits.submit', { auditedOn: addDays(today, -2), auditorName: 'Nordhavn QA', summary: 'Self-assessment 2026', answers });
    expect(submitted.status).toBe(200);
    submittedId = data<AuditSaved>(submitted).id;
    expect(data<AuditSaved>(submitted)).toMatchObject({ status: 'submitted', score: 100 });
    // Only Voltara moves the date: the company's next audit is what it was.
    expect(data<AuditOverview>(await senior.query('portal.audits.overview', {})).nextAuditOn).toBe(before);
    const page = data<AuditDetail>(await junior.query('portal.audits.get', { id: submittedId }));
    expect(page).toMatchObject({ status: 'submitted', review: null });
  });
});

describe('Voltara reviews audits in the back office', () => {
  it("lists every company's audits, waiting ones first, and filters them by company, status, day and search", async () => {
    const iberiaId = await companyId('Iberia Ensayos SL');
    const list = async (input: object) => data<OffsetPage<ResourceRow>>(await admin.query('admin.partnerAudits.list', input));
    const all = await list({});
    expect(all.rows.map((row) => row.companyName)).toEqual(expect.arrayContaining(['Nordhavn Inspection ApS', 'Iberia Ensayos SL']));
    expect(all.rows.map((row) => row.id)).toContain(submittedId);
    expect((await list({ filters: { status: 'submitted' } })).total).toBeGreaterThanOrEqual(3);
    const statuses = all.rows.map((row) => row.status);
    expect(statuses.indexOf('submitted')).toBe(0);

    const ofIberia = await list({ filters: { companyId: iberiaId } });
    expect(ofIberia.rows.length).toBeGreaterThan(0);
    expect(ofIberia.rows.every((row) => row.companyName === 'Iberia Ensayos SL')).toBe(true);
    const searched = await list({ q: 'nordhavn' });
    expect(searched.rows.every((row) => row.companyName === 'Nordhavn Inspection ApS')).toBe(true);
    expect(searched.rows.map((row) => row.id)).toContain(submittedId);
    const byAuditor = await list({ q: 'nordhavn qa', filters: { status: 'submitted' } });
    expect(byAuditor.rows.map((row) => row.id)).toEqual([submittedId]);
    const recent = await list({ filters: { auditedOn: `${addDays(today, -3)}..${today}` } });
    expect(recent.rows.map((row) => row.id)).toContain(submittedId);
    expect(recent.rows.every((row) => String(row.auditedOn) >= addDays(today, -3) && String(row.auditedOn) <= today)).toBe(true);
    const reviewed = await list({ filters: { status: 'reviewed' } });
    expect(reviewed.rows.map((row) => row.id)).not.toContain(submittedId);

    expect((await admin.query('admin.partnerAudits.list', { filters: { auditedOn: 'yesterday' } })).status).toBe(422);
    expect((await senior.query('admin.partnerAudits.list', {})).status).toBe(403);
  });

  it('opens the self-assessment, adds and closes actions, and refuses a next audit out of bounds with the bounds in words (422)', async () => {
    const audit = data<AuditDetail>(await admin.query('admin.partnerAudits.get', { id: submittedId }));
    expect(audit).toMatchObject({ companyName: 'Nordhavn Inspection ApS', status: 'submitted', auditorName: 'Nordhavn QA', summary: 'Self-assessment 2026' });
    expect(audit.answers.length).toBeGreaterThan(0);

    const added = await admin.mutation('admin.partnerAudits.addAction', { auditId: submittedId, description: 'Calibrate the second HV divider', owner: 'Workshop lead', dueOn: addDays(today, 45) });
    expect(added.status).toBe(200);
    const closing = await admin.mutation('admin.partnerAudits.addAction', { auditId: submittedId, description: 'Send the training records', owner: 'Service manager', dueOn: addDays(today, 10) });
    const closed = await admin.mutation('admin.partnerAudits.setActionDone', { id: data<{ id: number }>(closing).id, done: true });
    expect(closed.status).toBe(200);

    const bounds = `The next audit must be after today (${formatLongDate(today, 'en')}) and no more than 3 years ahead, by ${formatLongDate(addMonths(today, 36), 'en')} at the latest.`;
    for (const nextAuditOn of [today, addDays(today, -30), addDays(addMonths(today, 36), 1), '2031-06-01']) {
      const refused = await admin.mutation('admin.partnerAudits.review', { id: submittedId, reviewScore: 80, nextAuditOn });
      expect(refused.status, nextAuditOn).toBe(422);
      expect(refused.json.error?.data.fieldErrors?.nextAuditOn, nextAuditOn).toEqual([bounds]);
    }
    expect((await admin.mutation('admin.partnerAudits.review', { id: submittedId, reviewScore: 101, nextAuditOn: addMonths(today, 12) })).status).toBe(422);
    expect((await senior.mutation('admin.partnerAudits.review', { id: submittedId, reviewScore: 100, nextAuditOn: addMonths(today, 12) })).status).toBe(403);
    expect(data<AuditDetail>(await admin.query('admin.partnerAudits.get', { id: submittedId })).status).toBe('submitted');
  });

  it('scores it, sets the next audit and marks it Reviewed, once, in the audit trail', async () => {
    const nextAuditOn = addMonths(today, 11);
    const before = data<AuditOverview>(await senior.query('portal.audits.overview', {})).nextAuditOn;
    const reviewed = await admin.mutation('admin.partnerAudits.review', { id: submittedId, reviewScore: 82, notes: 'Good set-up; mind the divider.', nextAuditOn });
    expect(reviewed.status).toBe(200);
    expect(data(reviewed)).toEqual({ id: submittedId, status: 'reviewed', reviewScore: 82, nextAuditOn });
    const again = await admin.mutation('admin.partnerAudits.review', { id: submittedId, reviewScore: 90, nextAuditOn: addMonths(today, 12) });
    expect(again.status).toBe(409);
    expect(again.json.error?.message).toBe('This audit has already been reviewed.');

    const audit = data<AuditDetail>(await admin.query('admin.partnerAudits.get', { id: submittedId }));
    expect(audit).toMatchObject({ status: 'reviewed', reviewScore: 82, companyNextAuditOn: nextAuditOn, review: { score: 82, notes: 'Good set-up; mind the divider.', nextAuditOn, reviewedBy: 'Ada Admin' } });
    const trail = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'portal/partner-audits'), eq(auditLog.recordId, String(submittedId))));
    const review = trail.find((entry) => entry.actorEmail === 'admin@demo.test' && entry.changes.includes('reviewed'));
    expect(JSON.parse(review!.changes)).toMatchObject({ status: ['submitted', 'reviewed'], reviewScore: [null, 82], nextAuditOn: [before, nextAuditOn] });
  });
});

describe('the partner reads the review; no other company does', () => {
  it('shows Reviewed, the score, the actions and the next audit Voltara set to every member of the company', async () => {
    const nextAuditOn = addMonths(today, 11);
    for (const member of [senior, junior]) {
      const audit = data<AuditDetail>(await member.query('portal.audits.get', { id: submittedId }));
      expect(audit).toMatchObject({ status: 'reviewed', score: 100, review: { score: 82, notes: 'Good set-up; mind the divider.', nextAuditOn } });
      expect(audit.actions.map((action) => [action.description, action.state])).toEqual(
        expect.arrayContaining([
          ['Send the training records', 'done'],
          ['Calibrate the second HV divider', 'open'],
        ]),
      );
      expect(data<AuditOverview>(await member.query('portal.audits.overview', {})).nextAuditOn).toBe(nextAuditOn);
      const list = data<OffsetPage<ResourceRow>>(await member.query('portal.audits.list', {}));
      expect(list.rows.find((row) => row.id === submittedId)).toMatchObject({ status: 'reviewed', score: 100 });
    }
  });

  it("never shows it to another company, whose own next audit stays as it was", async () => {
    const own = data<OffsetPage<ResourceRow>>(await iberia.query('portal.audits.list', {}));
    expect(own.rows.map((row) => row.id)).not.toContain(submittedId);
    expect(data<AuditOverview>(await iberia.query('portal.audits.overview', {})).nextAuditOn).not.toBe(addMonths(today, 11));
    const other = await iberia.query('portal.audits.get', { id: submittedId });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.json)).not.toContain('mind the divider');
    expect((await iberia.query('admin.partnerAudits.get', { id: submittedId })).status).toBe(403);
  });
});

describe('service jobs in the back office', () => {
  it("lists every company's jobs, filters them by company, status and type, searches them, and opens one", async () => {
    const nordhavn = await companyId('Nordhavn Inspection ApS', 'admin.serviceJobs');
    const list = async (input: object) => data<OffsetPage<ResourceRow>>(await admin.query('admin.serviceJobs.list', input));
    const all = await list({});
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.rows.some((row) => row.companyId === nordhavn && row.companyId__label === 'Nordhavn Inspection ApS')).toBe(true);

    const ofNordhavn = await list({ filters: { companyId: nordhavn } });
    expect(ofNordhavn.rows.every((row) => row.companyId === nordhavn)).toBe(true);
    const completed = await list({ filters: { status: 'completed', kind: 'calibration' } });
    expect(completed.rows.length).toBeGreaterThan(0);
    expect(completed.rows.every((row) => row.status === 'completed' && row.kind === 'calibration')).toBe(true);
    const withCertificate = completed.rows.find((row) => row.certificateId !== null)!;
    const searched = await list({ q: String(withCertificate.serialNumber) });
    expect(searched.rows.map((row) => row.id)).toContain(withCertificate.id);

    const job = data<ServiceJobDetail>(await admin.query('admin.serviceJobs.get', { id: withCertificate.id }));
    expect(job).toMatchObject({
      id: withCertificate.id,
      status: 'completed',
      companyName: 'Nordhavn Inspection ApS',
      certificate: { id: withCertificate.certificateId, number: withCertificate.certificateNumber },
    });
    expect(job.record?.results.length).toBeGreaterThan(0);
    expect((await admin.query('admin.serviceJobs.get', { id: 99_999_999 })).status).toBe(404);
    expect((await admin.query('admin.serviceJobs.list', { filters: { kind: 'painting' } })).status).toBe(422);
    expect((await senior.query('admin.serviceJobs.list', {})).status).toBe(403);
  });
});
