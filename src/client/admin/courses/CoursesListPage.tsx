import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { adminCoursesResource } from '../../../shared/courses/collections/admin-courses';
import { localeOf, localizedField } from '../../../shared/locales';
import type { ResourceRow } from '../../../shared/collections/types';
import { LINK, Text } from '../../components/ui/format';
import { useFormat } from '../../lib/use-format';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { CourseCreateDialog } from './CourseCreateDialog';
import { coursesListHeading } from './CoursesNav';
import { coursePath, participantsPath } from './paths';
import { PublishedBadge } from './PublishedBadge';

/** The course's title in the reader's language (English where untranslated), linking to its editor. */
function CourseTitle({ row }: { row: ResourceRow }) {
  const { i18n } = useTranslation('admin-courses');
  return (
    <Link href={coursePath(Number(row.id))} className={LINK}>
      {localizedField(row, 'title', localeOf(i18n.language))}
    </Link>
  );
}

/** The number of learners, linking to the course's participants. */
function Learners({ row }: { row: ResourceRow }) {
  const { t, i18n } = useTranslation('admin-courses');
  const { number } = useFormat();
  const title = localizedField(row, 'title', localeOf(i18n.language));
  return (
    <Link href={participantsPath(Number(row.id))} className={`${LINK} tabular`}>
      {number(Number(row.enrolments))}
      <span className="sr-only"> {t('overview.learnersOf', { title })}</span>
    </Link>
  );
}

const COURSE_CELLS: CellOverrides = {
  title: (row) => <CourseTitle row={row} />,
  published: (row) => <PublishedBadge published={row.published === true} />,
  hours: (row) => <Text value={String(row.hours ?? '')} />,
  enrolments: (row) => <Learners row={row} />,
};

/**
 * /admin/courses/courses: the admin courses collection in the generic list, under the course screens' tabs: every
 * course in the order learners see them; search by title in any language, a published/draft filter, sortable order,
 * hours, questions, learners and last change; pages; all kept in the address, cards on a phone. "New course" opens
 * its dialog; each course opens its editor.
 */
export function CoursesListPage() {
  return <ResourceListPage def={adminCoursesResource} cells={COURSE_CELLS} actions={<CourseCreateDialog />} heading={coursesListHeading} />;
}
