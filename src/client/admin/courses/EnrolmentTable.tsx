import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AdminEnrolmentRow } from '../../../shared/courses/admin.types';
import { CertificateStateBadge } from '../../account/instruments/badges';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { LINK } from '../../components/ui/format';
import { NoValue } from '../../components/ui/NoValue';
import { certificatePath } from '../serials/paths';
import type { Feedback } from '../../components/ui/use-feedback';
import { EnrolmentActions } from './EnrolmentActions';
import { coursePath } from './paths';
import { DateText } from '../../components/ui/DateText';
import { useFormat } from '../../lib/use-format';

/** One learner's attempts: how many in all, how many count towards today's limit, the last score. */
function Attempts({ row }: { row: AdminEnrolmentRow }) {
  const { t } = useTranslation('admin-courses');
  const { number } = useFormat();
  return (
    <div className="space-y-0.5 text-sm">
      <p className="tabular">{t('users.attemptCount', { count: row.attemptCount })}</p>
      <p className="tabular text-slate-700">{t('users.today', { used: number(row.attemptsInWindow), limit: number(row.course.attemptsPerDay) })}</p>
      {row.lastScore !== null && <p className="tabular text-slate-700">{t('users.lastScore', { score: number(row.lastScore) })}</p>}
    </div>
  );
}

/** The participants: who, which course, since when, their attempts, their pass and certificate, and the actions. */
export function EnrolmentTable({ rows, busy, feedback }: { rows: readonly AdminEnrolmentRow[]; busy: boolean; feedback: Feedback }) {
  const { t } = useTranslation('admin-courses');
  const columns = ['learner', 'course', 'enrolled', 'attempts', 'passed', 'certificate', 'actions'].map((key) => t(`users.columns.${key}`));
  return (
    <DataTable caption={t('users.caption')} columns={columns} busy={busy} testId="enrolments-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="enrolment-row">
          <DataCell>
            <Link href={`/admin/users/${encodeURIComponent(row.user.id)}`} className={LINK}>
              {row.user.name}
            </Link>
            <span className="block break-all text-slate-700">{row.user.email}</span>
            {row.user.company && <span className="block text-xs text-slate-600">{row.user.company}</span>}
          </DataCell>
          <DataCell>
            <Link href={coursePath(row.course.id)} className={LINK}>
              {row.course.title}
            </Link>
          </DataCell>
          <DataCell>
            <DateText value={row.enrolledAt} />
          </DataCell>
          <DataCell>
            <Attempts row={row} />
          </DataCell>
          <DataCell>
            {row.passedAt ? <DateText value={row.passedAt} /> : row.hasPassedAttempt ? t('users.passedYes') : <NoValue />}
          </DataCell>
          <DataCell>
            {row.certificate ? (
              <span className="flex flex-col items-start gap-1">
                <Link href={certificatePath(row.certificate.id)} className={`${LINK} tabular`}>
                  {row.certificate.number}
                </Link>
                <CertificateStateBadge state={row.certificate.state} />
              </span>
            ) : (
              <NoValue />
            )}
          </DataCell>
          <DataCell>
            <EnrolmentActions enrolment={row} feedback={feedback} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
