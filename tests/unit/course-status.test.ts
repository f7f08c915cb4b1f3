import { describe, expect, it } from 'vitest';
import { COURSE_STATUSES } from '../../src/shared/courses/enums';
import { courseStatus, type CourseStanding } from '../../src/shared/courses/status';

const TODAY = '2026-05-10';
const fresh: CourseStanding = {
  startedAt: null,
  attemptCount: 0,
  lastScore: null,
  passingScore: 80,
  passedAt: null,
  certificateExpiresOn: null,
  certificateRevokedOrSuperseded: false,
};
const status = (change: Partial<CourseStanding>, today = TODAY) => courseStatus({ ...fresh, ...change }, today);
const passed: Partial<CourseStanding> = { startedAt: new Date('2025-01-01'), attemptCount: 1, lastScore: 90, passedAt: new Date('2025-01-02'), certificateExpiresOn: '2027-01-02' };

describe('courseStatus (the one derivation of a course status)', () => {
  it('is "not-started" for a fresh enrolment', () => {
    expect(status({})).toBe('not-started');
    expect(status({ startedAt: '' })).toBe('not-started');
  });

  it('is "in-progress" once a document or video was opened, or an attempt started but not submitted', () => {
    expect(status({ startedAt: new Date() })).toBe('in-progress');
    expect(status({ startedAt: Date.now() })).toBe('in-progress');
    expect(status({ startedAt: '2026-05-01T10:00:00Z' })).toBe('in-progress');
    expect(status({ attemptCount: 1 })).toBe('in-progress');
    expect(status({ startedAt: new Date(), attemptCount: 2 })).toBe('in-progress');
  });

  it('is "failed" when the latest submitted attempt did not pass', () => {
    expect(status({ startedAt: new Date(), attemptCount: 1, lastScore: 79 })).toBe('failed');
    expect(status({ attemptCount: 3, lastScore: 0 })).toBe('failed');
    // A mark lowered after the attempt does not turn it into a pass: the pass is written with the attempt.
    expect(status({ attemptCount: 1, lastScore: 75, passingScore: 70 })).toBe('failed');
  });

  it('is "passed" while the certificate is valid, through its expiry day, and through a failed renewal attempt', () => {
    expect(status(passed)).toBe('passed');
    expect(status(passed, '2027-01-02')).toBe('passed');
    expect(status({ ...passed, attemptCount: 2, lastScore: 40 })).toBe('passed');
    expect(status({ ...passed, certificateExpiresOn: null })).toBe('passed');
    expect(status({ ...passed, passedAt: Date.UTC(2025, 0, 2) })).toBe('passed');
  });

  it('is "expired" once the certificate expired (expiresOn < today) or no longer stands', () => {
    expect(status(passed, '2027-01-03')).toBe('expired');
    expect(status({ ...passed, lastScore: 10, attemptCount: 2 }, '2027-01-03')).toBe('expired');
    expect(status({ ...passed, certificateRevokedOrSuperseded: true })).toBe('expired');
  });

  it('only ever answers one of the shared status words', () => {
    const seen = new Set([
      status({}),
      status({ attemptCount: 1 }),
      status({ attemptCount: 1, lastScore: 1 }),
      status(passed),
      status(passed, '2030-01-01'),
    ]);
    expect([...seen].sort()).toEqual([...COURSE_STATUSES].sort());
  });
});
