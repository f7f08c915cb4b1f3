import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { messageOf } from '../../components/ui/format';
import { CONTROL, describedBy, FieldError, Hint } from '../../components/form/parts';
import { Button } from '../../components/ui/Button';
import type { AdminReturn } from '../serials/types';
import type { Feedback } from '../../components/ui/use-feedback';

/** The back office's own notes on a return: never shown to the customer; saved (and audited) with one button. */
export function OfficeNotes({ detail, feedback }: { detail: AdminReturn; feedback: Feedback }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const textId = useId();
  const [notes, setNotes] = useState(detail.officeNotes);
  const save = useMutation(
    trpc.admin.returns.saveNotes.mutationOptions({
      onSuccess: async () => {
        feedback.done(t('returns.notes.saved'));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.returns.get.queryKey({ id: detail.id }) });
      },
    }),
  );
  const error = fieldErrorsOf(save.error).notes?.[0] ?? (save.error ? messageOf(save.error) : '');
  return (
    <form
      className="space-y-2"
      aria-labelledby="return-notes-heading"
      onSubmit={(event) => {
        event.preventDefault();
        feedback.clear();
        save.mutate({ id: detail.id, notes });
      }}
    >
      {/* The panel's heading says what the box is: its label is for screen readers only (the kit's is always shown). */}
      <label htmlFor={textId} className="sr-only">
        {t('returns.notes.label')}
      </label>
      <Hint id={textId} hint={t('returns.notes.hint')} />
      <textarea
        id={textId}
        rows={6}
        maxLength={4000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(textId, true, error)}
        className={CONTROL}
      />
      <FieldError id={textId} error={error} />
      <Button type="submit" pending={save.isPending} pendingLabel={t('common.saving')} disabled={notes === detail.officeNotes}>
        {t('returns.notes.save')}
      </Button>
    </form>
  );
}
