import { useTranslation } from '../../lib/i18n-react';
import type { TestAvailability } from '../../../shared/courses/learner.types';
import { TestButton } from './TestButton';
import { opensTest, type TestAction } from './test-action';
import { formatDateTime } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';

/**
 * The test's state in words and its button: start, resume, retake or renew with the attempts left today; or that
 * it is passed, that the daily limit is reached and from when it can be taken again, or that it is not ready yet.
 */
export function TestStatus({ courseId, test, action, replaceHistory = false }: { courseId: number; test: TestAvailability; action: TestAction; replaceHistory?: boolean }) {
  const { t, i18n } = useTranslation('courses');
  if (opensTest(action)) {
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <TestButton courseId={courseId} action={action} test={test} replaceHistory={replaceHistory} />
        {action.kind === 'resume' ? (
          <p className="text-sm text-slate-600">{t('test.resumeNote')}</p>
        ) : (
          <p className="text-sm text-slate-600" data-testid="attempts-left">
            {t('test.attemptsLeft', { left: test.attemptsLeftToday, max: test.attemptsPerDay })}
          </p>
        )}
      </div>
    );
  }
  const text =
    action.kind === 'passed'
      ? t('test.passed')
      : action.kind === 'limit'
        ? action.nextAllowedAt
          ? t('test.limit', { time: formatDateTime(action.nextAllowedAt, localeOf(i18n.language), { long: true }) })
          : t('test.limitNoTime')
        : t('test.unavailable');
  return (
    <p className="text-slate-700" data-testid="test-state" data-state={action.kind}>
      {text}
    </p>
  );
}
