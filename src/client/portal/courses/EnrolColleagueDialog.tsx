import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { ColleagueChoice, EnrollableCourse } from '../../../shared/courses/portal.schema';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { DialogFormActions } from '../../components/ui/DialogFormActions';
import { PRIMARY } from '../../components/ui/format';

/**
 * "Enrol a colleague": pick an active colleague and a published course. A course the colleague is already on is
 * offered disabled; the server still refuses a duplicate (409), another company's user (404), and says why. After an
 * enrolment everything under portal.courses is read again: the list, the colleagues' courses, the filter's courses.
 */
export function EnrolColleagueDialog({
  colleagues,
  courses,
  showCompany,
  onEnrolled,
}: {
  colleagues: readonly ColleagueChoice[];
  courses: readonly EnrollableCourse[];
  showCompany: boolean;
  onEnrolled(message: string): void;
}) {
  const { t } = useTranslation('portal-courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState('');
  const [courseId, setCourseId] = useState('');
  const [missing, setMissing] = useState<{ userId?: string; courseId?: string }>({});
  const colleague = colleagues.find((member) => member.id === userId);
  const enrol = useMutation(
    trpc.portal.courses.enrol.mutationOptions({
      onSuccess: async (_made, input) => {
        const name = colleagues.find((member) => member.id === input.userId)?.name ?? '';
        const course = courses.find((c) => c.id === input.courseId)?.title ?? '';
        setOpen(false);
        onEnrolled(t('enrol.done', { name, course }));
        await queryClient.invalidateQueries({ queryKey: trpc.portal.courses.pathKey() });
      },
    }),
  );

  function reset(next: boolean) {
    if (next) {
      setUserId('');
      setCourseId('');
      setMissing({});
      enrol.reset();
    }
    setOpen(next);
  }

  const serverErrors = fieldErrorsOf(enrol.error);
  const status = httpStatusOf(enrol.error);
  const userError = missing.userId ?? serverErrors.userId?.[0];
  const courseError = missing.courseId ?? serverErrors.courseId?.[0];
  // 404 and 409 carry the server's own sentence (in the request's language); anything else gets a general one.
  const formError =
    enrol.error && !serverErrors.userId && !serverErrors.courseId
      ? status === 404 || status === 409
        ? enrol.error.message
        : t('enrol.failed')
      : null;

  return (
    <>
      <button type="button" onClick={() => reset(true)} className={PRIMARY}>
        {t('enrol.open')}
      </button>
      <Dialog open={open} onOpenChange={reset} title={t('enrol.title')} description={t('enrol.description')}>
        {courses.length === 0 ? (
          <p className="text-slate-700">{t('enrol.noCourses')}</p>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              const problems = {
                ...(userId ? {} : { userId: t('enrol.colleagueRequired') }),
                ...(courseId ? {} : { courseId: t('enrol.courseRequired') }),
              };
              setMissing(problems);
              if (Object.keys(problems).length === 0) enrol.mutate({ userId, courseId: Number(courseId) });
            }}
          >
            {formError && <Alert tone="error">{formError}</Alert>}
            <SelectField
              label={t('enrol.colleague')}
              name="userId"
              value={userId}
              required
              error={userError}
              onChange={(event) => {
                const next = colleagues.find((member) => member.id === event.target.value);
                setUserId(event.target.value);
                // A course the newly chosen colleague is already on cannot stay chosen.
                if (next?.courseIds.some((id) => String(id) === courseId)) setCourseId('');
                setMissing(({ userId: _dropped, ...rest }) => rest);
                enrol.reset();
              }}
            >
              <option value="">{t('enrol.chooseColleague')}</option>
              {colleagues.map((member) => (
                <option key={member.id} value={member.id}>
                  {showCompany ? `${member.name} (${member.companyName})` : member.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('enrol.course')}
              name="courseId"
              value={courseId}
              required
              error={courseError}
              onChange={(event) => {
                setCourseId(event.target.value);
                setMissing(({ courseId: _dropped, ...rest }) => rest);
                enrol.reset();
              }}
            >
              <option value="">{t('enrol.chooseCourse')}</option>
              {courses.map((course) => {
                const taken = colleague?.courseIds.includes(course.id) ?? false;
                return (
                  <option key={course.id} value={course.id} disabled={taken}>
                    {taken ? t('enrol.alreadyOn', { course: course.title }) : course.title}
                  </option>
                );
              })}
            </SelectField>
            <DialogFormActions
              onCancel={() => reset(false)}
              cancelLabel={t('enrol.cancel')}
              submitLabel={t('enrol.submit')}
              pendingLabel={t('enrol.pending')}
              pending={enrol.isPending}
            />
          </form>
        )}
      </Dialog>
    </>
  );
}
