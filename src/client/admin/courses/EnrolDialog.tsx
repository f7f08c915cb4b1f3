import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { CourseUserOption } from '../../../shared/courses/admin.types';
import { DialogForm } from '../../components/form/DialogForm';
import { SelectField } from '../../components/form/fields';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { Typeahead } from '../../components/ui/Typeahead';
import { useTRPC, useTRPCClient } from '../../trpc';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { Button } from '../../components/ui/Button';
import type { Feedback } from '../../components/ui/use-feedback';

/**
 * Enrols a user in a course: the course chosen from the list, the user found by typing 2 letters of the name or
 * e-mail. A user already on the course is refused by the server with its reason under the user.
 */
export function EnrolDialog({ courses, initialCourseId, feedback }: { courses: readonly { id: number; label: string }[]; initialCourseId?: number | undefined; feedback: Feedback }) {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const userHint = useId();
  const [courseId, setCourseId] = useState<number | null>(initialCourseId ?? null);
  const [user, setUser] = useState<CourseUserOption | null>(null);
  const [missing, setMissing] = useState<Record<string, string[]>>({});
  const form = useFormDialog(
    trpc.admin.enrolments.enrol.mutationOptions({
      onSuccess: async () => {
        const title = courses.find((course) => course.id === courseId)?.label ?? '';
        feedback.done(t('enrol.done', { name: user?.name ?? '', title }));
        // The participants and the courses' learner counts.
        await queryClient.invalidateQueries({ queryKey: trpc.admin.enrolments.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.courses.pathKey() });
      },
    }),
    {
      onOpen: () => {
        setCourseId(initialCourseId ?? courseId);
        setUser(null);
        setMissing({});
      },
    },
  );
  const checked = Object.keys(missing).length === 0;
  const errors = checked ? form.errors : missing;
  const label = (field: string) => (field === 'courseId' ? t('enrol.course') : field === 'userId' ? t('enrol.user') : field);
  return (
    <>
      <Button onClick={form.show}>
        <span aria-hidden="true">+ </span>
        {t('enrol.open')}
      </Button>
      <DialogForm
        {...form.dialog}
        title={t('enrol.title')}
        size="lg"
        onSubmit={() => {
          const problems: Record<string, string[]> = {};
          if (!courseId) problems.courseId = [t('enrol.chooseCourse')];
          if (!user) problems.userId = [t('enrol.chooseUser')];
          setMissing(problems);
          if (courseId && user) form.mutation.mutate({ courseId, userId: user.id });
        }}
        submitLabel={t('enrol.confirm')}
        pendingLabel={t('enrol.pending')}
      >
        <ErrorSummary errors={errors} general={checked ? form.general : null} labelOf={label} />
        <SelectField label={t('enrol.course')} value={courseId ?? ''} error={errors.courseId?.[0]} onChange={(event) => setCourseId(Number(event.target.value) || null)}>
          <option value="">{t('enrol.chooseCourseOption')}</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.label}
            </option>
          ))}
        </SelectField>
        <div className="space-y-1">
          <Typeahead<CourseUserOption>
            key={user?.id ?? 'none'}
            label={t('enrol.user')}
            placeholder={t('enrol.userPlaceholder')}
            search={(term, signal) => client.admin.enrolments.findUsers.query({ q: term }, { signal })}
            onSelect={setUser}
            itemLabel={(option) => `${option.name} <${option.email}>`}
            itemKey={(option) => option.id}
            noResultsText={t('enrol.noUsers')}
          />
          <p id={userHint} className="text-sm text-slate-700" aria-live="polite">
            {user ? t('enrol.chosen', { name: user.name, email: user.email }) : t('enrol.noneChosen')}
          </p>
          {errors.userId?.[0] && <p className="text-sm text-red-700">{errors.userId[0]}</p>}
        </div>
      </DialogForm>
    </>
  );
}
