import type { CourseAttemptSummary, TestAvailability } from '../../../shared/courses/learner.types';

/**
 * What the test step offers now: resume the open attempt, start the first, retake after a fail (or an exit), renew a
 * pass inside its renewal window; or why not: passed, today's limit reached (with when it lifts), no questions yet.
 */
export type TestAction =
  | { kind: 'resume'; attemptId: number }
  | { kind: 'start' }
  | { kind: 'retake' }
  | { kind: 'renew' }
  | { kind: 'passed' }
  | { kind: 'limit'; nextAllowedAt: string | null }
  | { kind: 'unavailable' };

export function testAction(test: TestAvailability, attempts: readonly Pick<CourseAttemptSummary, 'id'>[]): TestAction {
  if (test.openAttemptId !== null) return { kind: 'resume', attemptId: test.openAttemptId };
  if (test.canStart) {
    if (test.renewable) return { kind: 'renew' };
    return attempts.length > 0 ? { kind: 'retake' } : { kind: 'start' };
  }
  if (test.reason === 'passed') return { kind: 'passed' };
  if (test.reason === 'limit') return { kind: 'limit', nextAllowedAt: test.nextAllowedAt };
  return { kind: 'unavailable' };
}

/** Whether the action is a button that goes to the test page. */
export const opensTest = (action: TestAction): action is Extract<TestAction, { kind: 'resume' | 'start' | 'retake' | 'renew' }> =>
  action.kind === 'resume' || action.kind === 'start' || action.kind === 'retake' || action.kind === 'renew';
