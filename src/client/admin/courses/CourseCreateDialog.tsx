import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { COURSE_TEXT_MAX } from '../../../shared/courses/admin.schema';
import { DialogForm } from '../../components/form/DialogForm';
import { TextField } from '../../components/form/fields';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { Button } from '../../components/ui/Button';
import { coursePath } from './paths';

/** "New course": its English title is enough; the new (unpublished) course's edit page opens for the rest. */
export function CourseCreateDialog() {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [title, setTitle] = useState('');
  const form = useFormDialog(
    trpc.admin.courses.create.mutationOptions({
      onSuccess: async (created) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.courses.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.enrolments.filterOptions.pathKey() });
        navigate(coursePath(created.id));
      },
    }),
    { onOpen: () => setTitle('') },
  );
  return (
    <>
      <Button onClick={form.show}>
        <span aria-hidden="true">+ </span>
        {t('list.create')}
      </Button>
      <DialogForm
        {...form.dialog}
        title={t('create.title')}
        onSubmit={() => form.mutation.mutate({ title_EN: title })}
        error={form.general}
        submitLabel={t('create.confirm')}
        pendingLabel={t('create.pending')}
      >
        <p className="text-slate-700">{t('create.lead')}</p>
        <TextField label={t('create.titleLabel')} value={title} maxLength={COURSE_TEXT_MAX.title} required error={form.errors.title_EN?.[0]} onChange={(event) => setTitle(event.target.value)} />
      </DialogForm>
    </>
  );
}
