import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { ColleagueChoice, EnrollableCourse } from '../../../shared/courses/portal.schema';
import { Dialog } from '../../components/ui/Dialog';
import { DialogFormBody } from '../../components/form/DialogForm';
import { SelectField } from '../../components/form/fields';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

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
  const [userId, setUserId] = useState('');
  const [courseId, setCourseId] = useState('');
  const [missing, setMissing] = useState<{ userId?: string; courseId?: string }>({});
  const colleague = colleagues.find((member) => member.id === userId);
  const form = useFormDialog(
    trpc.portal.courses.enrol.mutationOptions({
      onSuccess: async (_made, input) => {
        const name = colleagues.find((member) => member.id === input.userId)?.name ?? '';
        const course = courses.find((c) => c.id === input.courseId)?.title ?? '';
        onEnrolled(t('enrol.done', { name, course }));
        await queryClient.invalidateQueries({ queryKey: trpc.portal.courses.pathKey() });
      },
    }),
    {
      failed: t('enrol.failed'),
      fields: ['userId', 'courseId'],
      onOpen: () => {
        setUserId('');
        setCourseId('');
        setMissing({});
      },
    },
  );
  const { errors, mutation: enrol } = form;
  const userError = missing.userId ?? errors.userId?.[0];
  const courseError = missing.courseId ?? errors.courseId?.[0];

  return (
    <>
      <Button onClick={form.show}>{t('enrol.open')}</Button>
      <Dialog open={form.dialog.open} onOpenChange={form.dialog.onOpenChange} title={t('enrol.title')} description={t('enrol.description')}>
        {courses.length === 0 ? (
          <EmptyState>{t('enrol.noCourses')}</EmptyState>
        ) : (
          <DialogFormBody
            onSubmit={() => {
              const problems = {
                ...(userId ? {} : { userId: t('enrol.colleagueRequired') }),
                ...(courseId ? {} : { courseId: t('enrol.courseRequired') }),
              };
              setMissing(problems);
              if (Object.keys(problems).length === 0) enrol.mutate({ userId, courseId: Number(courseId) });
            }}
            error={form.general}
            onCancel={() => form.dialog.onOpenChange(false)}
            submitLabel={t('enrol.submit')}
            pendingLabel={t('enrol.pending')}
            pending={enrol.isPending}
          >
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
          </DialogFormBody>
        )}
      </Dialog>
    </>
  );
}
