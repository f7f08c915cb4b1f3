import { Link } from 'wouter';
import { accountCoursesResource } from '../../../shared/courses/collections/account-courses';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { useTranslation } from '../../lib/i18n-react';
import { Score } from './Score';
import { LINK } from '../../components/ui/format';
import { StateBadge } from '../../components/ui/StateBadge';
import { COURSE_STATUS_BADGES } from '../../components/ui/state-looks';

/** Where the training courses are described, for a learner looking for (more) courses. */
function TrainingLink() {
  const { t } = useTranslation('courses');
  return (
    <Link href="/services/training" className={LINK}>
      {t('list.training')}
    </Link>
  );
}

/**
 * /account/courses: the learner's courses collection (SPEC.md section 3 "Course": name, status, score; searched by
 * title, filtered by status, sorted and paged in the address, cards on a phone), each opening its course page.
 */
export function CoursesPage() {
  return (
    <ResourceListPage
      def={accountCoursesResource}
      actions={<TrainingLink />}
      cells={{
        status: (row) => <StateBadge of={COURSE_STATUS_BADGES} state={row.status} />,
        lastScore: (row) => <Score value={typeof row.lastScore === 'number' ? row.lastScore : null} />,
      }}
    />
  );
}
