import { CERTIFICATE_STATES, type CertificateState } from '../../../shared/certificates/enums';
import type { ResourceRow } from '../../../shared/collections/types';

/** One enrolment as the participants' row actions and dialogs name it (read from its row of the collection). */
export interface EnrolmentSubject {
  id: number;
  learner: string;
  /** The course's title in the reader's language (the list's course column). */
  course: string;
  /** Whether a passed attempt exists: only then may a certificate be issued. */
  hasPassedAttempt: boolean;
  certificate: { id: number; number: string; state: CertificateState } | null;
}

const isState = (value: unknown): value is CertificateState => CERTIFICATE_STATES.some((state) => state === value);

/** The row of admin.enrolments.list as the actions read it. */
export function enrolmentOf(row: ResourceRow): EnrolmentSubject {
  const state = row.certificateState;
  const certificate =
    row.certificateId !== null && row.certificateId !== undefined && isState(state)
      ? { id: Number(row.certificateId), number: String(row.certificateNumber ?? ''), state }
      : null;
  return {
    id: Number(row.id),
    learner: String(row.learnerName ?? ''),
    course: String(row.courseId__label ?? ''),
    hasPassedAttempt: row.hasPassedAttempt === true,
    certificate,
  };
}
