import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { courseTestPath } from './paths';
import type { TestAction } from './test-action';

const LABELS = { start: 'test.start', resume: 'test.resume', retake: 'test.retake', renew: 'test.renew' } as const;

/** "Start test", "Resume test", "Retake test" or "Renew": a button, as it starts an attempt that counts. */
export function TestButton({ courseId, action }: { courseId: number; action: { kind: keyof typeof LABELS } }) {
  const { t } = useTranslation('courses');
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      onClick={() => navigate(courseTestPath(courseId))}
      className="rounded bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
      data-test-action={action.kind}
    >
      {t(LABELS[action.kind])}
    </button>
  );
}
