import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { COURSE_TEXT_MAX } from '../../../shared/courses/admin.schema';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { messageOf, PRIMARY } from '../../components/ui/format';
import { coursePath } from './paths';
import { DialogFormActions } from '../../components/ui/DialogFormActions';

/** "New course": its English title is enough; the new (unpublished) course's edit page opens for the rest. */
export function CourseCreateDialog() {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const create = useMutation(
    trpc.admin.courses.create.mutationOptions({
      onSuccess: async (created) => {
        setOpen(false);
        setTitle('');
        await queryClient.invalidateQueries({ queryKey: trpc.admin.courses.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.enrolments.filterOptions.pathKey() });
        navigate(coursePath(created.id));
      },
    }),
  );
  const errors = fieldErrorsOf(create.error);
  const error = errors.title_EN?.[0] ?? (create.error && Object.keys(errors).length === 0 ? messageOf(create.error) : undefined);
  return (
    <>
      <button type="button" className={PRIMARY} onClick={() => setOpen(true)}>
        <span aria-hidden="true">+ </span>
        {t('list.create')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('create.title')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ title_EN: title });
          }}
        >
          <p className="text-slate-700">{t('create.lead')}</p>
          <TextField label={t('create.titleLabel')} value={title} maxLength={COURSE_TEXT_MAX.title} required error={error} onChange={(event) => setTitle(event.target.value)} />
          <DialogFormActions
            onCancel={() => setOpen(false)}
            cancelLabel={t('common.cancel')}
            submitLabel={t('create.confirm')}
            pendingLabel={t('create.pending')}
            pending={create.isPending}
          />
        </form>
      </Dialog>
    </>
  );
}
