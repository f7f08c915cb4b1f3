import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { adminEnrolmentsResource } from '../../../shared/courses/collections/admin-enrolments';
import type { ResourceRow } from '../../../shared/collections/types';
import { DateText } from '../../components/ui/DateText';
import { LINK } from '../../components/ui/format';
import { NoValue } from '../../components/ui/NoValue';
import { useFeedback, type Feedback } from '../../components/ui/use-feedback';
import { useFormat } from '../../lib/use-format';
import { useTRPC } from '../../trpc';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { certificatePath } from '../serials/paths';
import { coursesListHeading } from './CoursesNav';
import { EnrolDialog } from './EnrolDialog';
import { EnrolmentActions } from './EnrolmentActions';
import { enrolmentOf } from './enrolment-row';
import { StateBadge } from '../../components/ui/StateBadge';
import { CERTIFICATE_STATE_BADGES } from '../../components/ui/state-looks';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The learner's name linking to their account, with the e-mail address and company under it. */
function Learner({ row }: { row: ResourceRow }) {
  const company = text(row.learnerCompany);
  return (
    <span className="block">
      <Link href={`/admin/users/${encodeURIComponent(text(row.userId))}`} className={LINK}>
        {text(row.learnerName)}
      </Link>
      <span className="block break-all text-slate-700">{text(row.learnerEmail)}</span>
      {company && <span className="block text-xs text-slate-600">{company}</span>}
    </span>
  );
}

/** One learner's attempts: how many in all, how many count towards today's limit, the last score. */
function Attempts({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-courses');
  const { number } = useFormat();
  return (
    <span className="block space-y-0.5 text-sm">
      <span className="tabular block">{t('users.attemptCount', { count: Number(row.attemptCount) })}</span>
      <span className="tabular block text-slate-700">{t('users.today', { used: number(Number(row.attemptsInWindow)), limit: number(Number(row.attemptsPerDay)) })}</span>
      {row.lastScore !== null && row.lastScore !== undefined && (
        <span className="tabular block text-slate-700">{t('users.lastScore', { score: number(Number(row.lastScore)) })}</span>
      )}
    </span>
  );
}

/** The day passed, "Passed" where a passed attempt exists without one, or nothing yet. */
function Passed({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-courses');
  if (row.passedAt) return <DateText value={text(row.passedAt)} />;
  return row.hasPassedAttempt === true ? <>{t('users.passedYes')}</> : <NoValue />;
}

/** The certificate's number linking to it, with its state. */
function Certificate({ row }: { row: ResourceRow }) {
  const { certificate } = enrolmentOf(row);
  if (!certificate) return <NoValue />;
  return (
    <span className="flex flex-col items-start gap-1 max-sm:items-end">
      <Link href={certificatePath(certificate.id)} className={`${LINK} tabular`}>
        {certificate.number}
      </Link>
      <StateBadge of={CERTIFICATE_STATE_BADGES} state={certificate.state} />
    </span>
  );
}

const ENROLMENT_CELLS: CellOverrides = {
  learnerName: (row) => <Learner row={row} />,
  attemptCount: (row) => <Attempts row={row} />,
  passedAt: (row) => <Passed row={row} />,
  certificateNumber: (row) => <Certificate row={row} />,
};

/**
 * /admin/courses/users: the admin enrolments collection in the generic list, under the course screens' tabs: who is
 * enrolled where, newest first; search by the learner's name or e-mail, a course filter (`?course=`, as the courses
 * list's learner counts link it), sortable enrolment and pass days, pages; all kept in the address, cards on a phone.
 * "Enrol user" opens its dialog (with the filtered course chosen); each row resets the attempt limit and issues or
 * revokes the certificate, the answer shown above the list.
 */
export function EnrolmentsPage() {
  const { feedback, view } = useFeedback();
  return (
    <ResourceListPage
      def={adminEnrolmentsResource}
      cells={ENROLMENT_CELLS}
      heading={coursesListHeading}
      actions={<EnrolButton feedback={feedback} />}
      above={view}
      rowActions={(row) => <EnrolmentActions enrolment={enrolmentOf(row)} feedback={feedback} />}
    />
  );
}

/** "Enrol user": its dialog offers every course (the course filter's choices), the filtered one chosen. */
function EnrolButton({ feedback }: { feedback: Feedback }) {
  const trpc = useTRPC();
  const courses = useQuery(trpc.admin.enrolments.filterOptions.queryOptions({ field: 'course' }));
  const chosen = Number(new URLSearchParams(useSearch()).get('course'));
  return <EnrolDialog courses={courses.data ?? []} initialCourseId={Number.isSafeInteger(chosen) && chosen > 0 ? chosen : undefined} feedback={feedback} />;
}
