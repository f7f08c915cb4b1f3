import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/certificates/states';
import { isoDay } from '../../src/shared/format/iso-days';
import { calibrationReminders, outbox, profiles, serials, users } from '../../src/server/db/schema';
import { runCalibrationReminders } from '../../src/server/jobs/calibration-reminders';
import { takeLease } from '../../src/server/jobs/lease';
import { createTestApp, type TestApp } from '../setup/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const reminderMails = async () => (await test.deps.db.select().from(outbox).where(eq(outbox.to, 'customer@demo.test'))).filter((m) => /Calibration|Kalibrierung/.test(m.subject));

describe('calibration reminders', () => {
  it('lets one instance hold the lease at a time, and another take it once it has expired', async () => {
    const now = new Date();
    expect(await takeLease(test.deps.db, 'test-job', 1000, 'a', now)).toBe(true);
    expect(await takeLease(test.deps.db, 'test-job', 1000, 'b', now)).toBe(false);
    expect(await takeLease(test.deps.db, 'test-job', 1000, 'b', new Date(now.getTime() + 2000))).toBe(true);
  });

  it('sends the due-soon reminder once, even with two instances running the job together, with a booking link', async () => {
    const results = await Promise.all([runCalibrationReminders(test.deps, 'instance-a'), runCalibrationReminders(test.deps, 'instance-b')]);
    await test.deps.mailer.settled();
    // Whichever way the two interleave (the lease, or the reminder's key), one reminder was sent in all.
    expect(results.reduce<number>((sum, sent) => sum + (sent ?? 0), 0)).toBe(1);
    const mails = await reminderMails();
    // The demo customer's instrument due within 30 days (the overdue one is 20 days late: past the 7-day window).
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Calibration due soon: /);
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:3000\/account\/returns\/new\?instrument=\d+&type=calibration/);

    await runCalibrationReminders(test.deps, 'instance-b');
    await test.deps.mailer.settled();
    expect(await reminderMails()).toHaveLength(1);
  });

  it('sends the due-day reminder in the owner’s language, and none to an owner who turned them off', async () => {
    const [customer] = await test.deps.db.select().from(users).where(eq(users.email, 'customer@demo.test'));
    await test.deps.db.update(users).set({ locale: 'de' }).where(eq(users.id, customer!.id));
    const [instrument] = await test.deps.db.select().from(serials).where(eq(serials.ownerId, customer!.id)).limit(1);
    await test.deps.db.update(serials).set({ nextDueOn: isoDay() }).where(eq(serials.id, instrument!.id));
    await runCalibrationReminders(test.deps, 'instance-a');
    await test.deps.mailer.settled();
    const mails = await reminderMails();
    expect(mails.at(-1)!.subject).toMatch(/^Kalibrierung heute fällig: /);

    await test.deps.db.update(profiles).set({ serviceReminders: false }).where(eq(profiles.userId, customer!.id));
    await test.deps.db.update(serials).set({ nextDueOn: addDays(isoDay(), 10) }).where(eq(serials.id, instrument!.id));
    await runCalibrationReminders(test.deps, 'instance-a');
    await test.deps.mailer.settled();
    expect(await reminderMails()).toHaveLength(mails.length);
    expect((await test.deps.db.select().from(calibrationReminders)).length).toBe(2);
  });
});
