import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { EnquiryDetail } from '../../../shared/enquiries/inbox.schema';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { useInboxUpdated } from './use-inbox';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/form/fields';
import type { Feedback } from '../../components/ui/use-feedback';

/**
 * Who handles the enquiry and whether it is finished: an assignee select (enabled administrators) with its own
 * button, so moving through the options with the keyboard assigns nothing; "Assign to me"; "Mark as done" or
 * "Reopen". Each action is saved and audited by the server; the page shows the answer.
 */
export function HandlingPanel({ enquiry, feedback }: { enquiry: EnquiryDetail; feedback: Feedback }) {
  const { t } = useTranslation('admin-enquiries');
  const trpc = useTRPC();
  const session = useSession();
  const updated = useInboxUpdated();
  const assignees = useQuery(trpc.admin.enquiries.assignees.queryOptions());
  const [choice, setChoice] = useState(enquiry.assignee?.id ?? '');

  const onError = (error: unknown) => feedback.failed(error);
  const assign = useMutation(
    trpc.admin.enquiries.assign.mutationOptions({
      onSuccess: async (saved) => {
        setChoice(saved.assignee?.id ?? '');
        feedback.done(saved.assignee ? t('actions.assigned', { name: saved.assignee.name }) : t('actions.unassigned'));
        await updated(saved);
      },
      onError,
    }),
  );
  const markDone = useMutation(
    trpc.admin.enquiries.markDone.mutationOptions({
      onSuccess: async (saved) => {
        feedback.done(t('actions.doneSaved'));
        await updated(saved);
      },
      onError,
    }),
  );
  const reopen = useMutation(
    trpc.admin.enquiries.reopen.mutationOptions({
      onSuccess: async (saved) => {
        feedback.done(t('actions.reopened'));
        await updated(saved);
      },
      onError,
    }),
  );
  const pending = assign.isPending || markDone.isPending || reopen.isPending;
  const fieldError = fieldErrorsOf(assign.error).assignedTo?.[0];
  const me = session.user?.id;

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          assign.mutate({ id: enquiry.id, assignedTo: choice === '' ? null : choice });
        }}
      >
        <div className="min-w-48 flex-1">
          <SelectField label={t('actions.assignee')} value={choice} error={fieldError} onChange={(event) => setChoice(event.target.value)}>
            <option value="">{t('actions.nobody')}</option>
            {(assignees.data ?? []).map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name} ({admin.email})
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" disabled={pending || choice === (enquiry.assignee?.id ?? '')}>
          {t('actions.assign')}
        </Button>
        {me && enquiry.assignee?.id !== me && (
          <Button look="outline" disabled={pending} onClick={() => assign.mutate({ id: enquiry.id, assignedTo: me })}>
            {t('actions.assignToMe')}
          </Button>
        )}
      </form>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
        {enquiry.status === 'done' ? (
          <Button look="outline" disabled={pending} onClick={() => reopen.mutate({ id: enquiry.id })}>
            {t('actions.reopen')}
          </Button>
        ) : (
          <Button look="go" disabled={pending} onClick={() => markDone.mutate({ id: enquiry.id })}>
            {t('actions.markDone')}
          </Button>
        )}
        {pending && <span className="text-sm text-slate-600">{t('actions.pending')}</span>}
      </div>
    </div>
  );
}
