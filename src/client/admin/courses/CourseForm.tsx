import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import type { AdminCourseDetail } from '../../../shared/courses/admin.types';
import { Button } from '../../components/ui/Button';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf, type FieldErrors } from '../../lib/trpc-errors';
import { UnsavedChangesGuard } from '../generic/unsaved-guard';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { messageOf } from '../../components/ui/format';
import { draftOf, toSave, useQuestionCount, type CourseDraft } from './course-form';
import { DocumentsSection } from './DocumentsSection';
import { courseFieldLabel } from './error-labels';
import { QuestionsSection } from './QuestionsSection';
import { SettingsSection } from './SettingsSection';
import { VideosSection } from './VideosSection';
import { Panel } from '../../components/ui/Panel';

/** "Test: 12 questions", following the list as questions are added and removed. */
function QuestionsTitle({ form }: { form: UseFormReturn<CourseDraft> }) {
  const { t } = useTranslation('admin-courses');
  return <>{t('edit.sections.questions', { count: useQuestionCount(form) })}</>;
}

/**
 * The whole course in one form, saved with one mutation (admin.courses.save): the server checks it with the shared
 * schema and answers each problem by field; they show next to their fields and, named, in a summary at the top.
 * Leaving with unsaved changes asks first.
 */
export function CourseForm({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<CourseDraft>({ defaultValues: draftOf(course) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation(trpc.admin.courses.save.mutationOptions());

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    setGeneral(null);
    try {
      const result = await save.mutateAsync(toSave(course.id, values));
      setErrors({});
      // The saved course is the new starting point: new rows now have their ids, nothing is unsaved.
      form.reset(draftOf(result));
      queryClient.setQueryData(trpc.admin.courses.get.queryKey({ id: course.id }), result);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.courses.list.pathKey() });
      // The participants' screen names courses in its course filter, its rows and the enrol dialog.
      await queryClient.invalidateQueries({ queryKey: trpc.admin.enrolments.pathKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.admin.courses.overview.queryKey() });
      setSaved(true);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setGeneral(messageOf(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('edit.formLabel')}>
      <UnsavedChangesGuard when={form.formState.isDirty && !save.isPending} />
      <ErrorSummary errors={errors} general={general} labelOf={(field) => courseFieldLabel(t, field)} />
      <div role="status" aria-live="polite">
        {saved && !form.formState.isDirty && (
          <p className="rounded border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800">
            <span aria-hidden="true">✓ </span>
            {t('edit.saved')}
          </p>
        )}
      </div>
      <Panel id="course-settings" title={t('edit.sections.settings')}>
        <SettingsSection form={form} errors={errors} />
      </Panel>
      <Panel id="course-documents" title={t('edit.sections.documents')}>
        <DocumentsSection form={form} errors={errors} />
      </Panel>
      <Panel id="course-videos" title={t('edit.sections.videos')}>
        <VideosSection form={form} errors={errors} />
      </Panel>
      <Panel id="course-questions" title={<QuestionsTitle form={form} />}>
        <p className="text-sm text-slate-600">{t('questions.lead')}</p>
        <QuestionsSection form={form} errors={errors} />
      </Panel>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 py-3">
        <Button type="submit" pending={save.isPending} pendingLabel={t('edit.saving')}>{t('edit.save')}</Button>
        {form.formState.isDirty && <span className="text-sm text-slate-700">{t('edit.unsaved')}</span>}
      </div>
    </form>
  );
}
