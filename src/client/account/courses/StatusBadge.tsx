import { useTranslation } from '../../lib/i18n-react';
import type { CourseStatus } from '../../../shared/courses/enums';
import { Badge, type BadgeLook } from '../../components/ui/Badge';

const LOOKS: Record<CourseStatus, BadgeLook> = {
  'not-started': { tone: 'slate', symbol: '○' },
  'in-progress': { tone: 'sky', symbol: '◔' },
  passed: { tone: 'green', symbol: '✓' },
  failed: { tone: 'red', symbol: '✕' },
  expired: { tone: 'amber', symbol: '◷' },
};

/** A course's status in the learner's words: Not started, In progress, Passed, Failed, Expired. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('courses');
  return (
    <Badge {...LOOKS[status]} data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** A submitted attempt's outcome: Passed or Failed, with a symbol. */
export function OutcomeBadge({ passed }: { passed: boolean }) {
  const { t } = useTranslation('courses');
  return (
    <Badge {...LOOKS[passed ? 'passed' : 'failed']} data-outcome={passed ? 'passed' : 'failed'}>
      {passed ? t('outcome.passed') : t('outcome.failed')}
    </Badge>
  );
}
